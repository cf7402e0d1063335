import { describe, expect, it } from "vitest";

import type { KitSpec } from "#model/kit/serving/served-model";

import { exampleBody } from "./example-body";

const fields: KitSpec["fields"] = [
  {
    name: "age",
    kind: "number",
    label: "Age",
    unit: null,
    help: null,
    integer: true,
    optional: false,
    bounds: { min: null, max: null },
    data: { min: 19, max: 72, median: 51 },
  },
  { name: "sex", kind: "category", label: "Sex", help: null, choices: [{ value: "female", label: "Female" }] },
  {
    name: "bmi",
    kind: "number",
    label: "BMI",
    unit: null,
    help: null,
    integer: false,
    optional: true,
    bounds: { min: null, max: null },
    data: { min: 18.8, max: 42.2, median: 25.95 },
  },
];

describe("exampleBody", () => {
  it("is the first example row by field name, a missing number as null", () => {
    const examples = [
      { values: [36, "male", Number.NaN], actual: 0 },
      { values: [68, "male", 27.5], actual: 1 },
    ];
    expect(exampleBody({ fields }, examples)).toEqual({ age: 36, sex: "male", bmi: null });
  });

  it("falls back on the medians and first choices without examples", () => {
    expect(exampleBody({ fields }, [])).toEqual({ age: 51, sex: "female", bmi: 25.95 });
  });
});
