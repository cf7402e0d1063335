import { describe, expect, it } from "vitest";

import { fieldAccepts, readKitCells, requestSchema, validateKitInput } from "./request";
import type { KitSpec } from "./served-model";

/** A spec written by hand: a bounded whole number, a number the model may impute, an unbounded one, a category. */
const spec: KitSpec = {
  id: "demo",
  title: "Demo",
  summary: null,
  task: "binary",
  target: "y",
  classes: [0, 1],
  positiveClass: { label: 1, name: "1" },
  cut: 0.5,
  fields: [
    {
      name: "age",
      kind: "number",
      label: "Age",
      unit: "years",
      help: null,
      integer: true,
      optional: false,
      bounds: { min: 18, max: 99 },
      data: { min: 20, max: 80, median: 45 },
    },
    {
      name: "income",
      kind: "number",
      label: "Income",
      unit: null,
      help: null,
      integer: false,
      optional: true,
      bounds: { min: 0, max: null },
      data: { min: 100, max: 9000, median: 3000 },
    },
    {
      name: "score",
      kind: "number",
      label: "Score",
      unit: null,
      help: null,
      integer: false,
      optional: false,
      bounds: { min: null, max: null },
      data: { min: -1, max: 1, median: 0 },
    },
    {
      name: "city",
      kind: "category",
      label: "City",
      help: null,
      choices: [
        { value: "north", label: "North" },
        { value: "south", label: "South" },
      ],
    },
  ],
};
const schema = requestSchema(spec);
const valid = { age: 30, income: 2500.5, score: -3, city: "south" };

describe("validateKitInput", () => {
  it("reads a valid body into a row in the fields' order, null as a missing number", () => {
    expect(validateKitInput(spec, schema, valid)).toEqual({ success: true, row: [30, 2500.5, -3, "south"] });
    const missing = validateKitInput(spec, schema, { ...valid, income: null });
    expect(missing.success && missing.row[1]).toBeNaN();
  });

  it("names every invalid, missing and unknown field, and says what each accepts", () => {
    const result = validateKitInput(spec, schema, { age: 30.5, score: null, city: "west", extra: 1 });
    expect(result).toEqual({
      success: false,
      message: "The input is not valid: age, income, score, city, extra.",
      details: [
        { field: "age", message: "expected a whole number from 18 to 99; received 30.5" },
        { field: "income", message: "missing; expected a number of at least 0, or null when unknown" },
        { field: "score", message: "expected a number; received null" },
        { field: "city", message: 'expected one of north, south; received "west"' },
        { field: "extra", message: "unknown field; the fields are age, income, score, city" },
      ],
    });
  });

  it("holds numbers to the stated bounds and to whole values, and refuses a body that is not an object", () => {
    const problems = (body: unknown) => {
      const result = validateKitInput(spec, schema, body);
      return result.success ? [] : result.details.map((detail) => detail.field);
    };
    expect(problems({ ...valid, age: 17 })).toEqual(["age"]);
    expect(problems({ ...valid, age: 100 })).toEqual(["age"]);
    expect(problems({ ...valid, income: -0.01 })).toEqual(["income"]);
    expect(problems({ ...valid, score: "1" })).toEqual(["score"]);
    expect(problems([valid])).toEqual(["(body)"]);
    expect(problems(null)).toEqual(["(body)"]);
  });

  it("reports at most ten unknown keys one by one", () => {
    const body = { ...valid, ...Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`k${i}`, i])) };
    const result = validateKitInput(spec, schema, body);
    expect(result.success).toBe(false);
    const details = result.success ? [] : result.details;
    expect(details).toHaveLength(11);
    expect(details.at(-1)).toEqual({ field: "(body)", message: "4 more unknown fields" });
  });
});

describe("fieldAccepts", () => {
  it("words each kind of field", () => {
    expect(spec.fields.map(fieldAccepts)).toEqual([
      "a whole number from 18 to 99",
      "a number of at least 0, or null when unknown",
      "a number",
      "one of north, south",
    ]);
  });
});

describe("readKitCells", () => {
  it("reads a batch row by the same rules, an empty cell as a missing number where the model takes one", () => {
    expect(readKitCells(spec, ["30", "2500.5", "-3", "south"])).toEqual([30, 2500.5, -3, "south"]);
    const row = readKitCells(spec, ["30", "", "1e-3", "north"]);
    expect(Array.isArray(row) && Number.isNaN(row[1])).toBe(true);
    expect(row).toHaveLength(4);
  });

  it("names the first field at fault", () => {
    expect(readKitCells(spec, ["", "1", "1", "north"])).toBe(
      "age: expected a whole number from 18 to 99; received nothing",
    );
    expect(readKitCells(spec, ["30", "1", "NaN", "north"])).toBe('score: expected a number; received "NaN"');
    expect(readKitCells(spec, ["30", "1", "1", "West"])).toBe('city: expected one of north, south; received "West"');
    expect(readKitCells(spec, ["30", "-1", "1", "north"])).toBe(
      'income: expected a number of at least 0, or null when unknown; received "-1"',
    );
  });
});
