import { describe, expect, it } from "vitest";

import { randomRow } from "./random-row";
import type { KitFieldSpec } from "./served-model";

const number = (name: string, integer: boolean, data: { min: number; max: number; median: number }, max?: number) =>
  ({
    name,
    kind: "number",
    label: name,
    unit: null,
    help: null,
    integer,
    optional: false,
    bounds: { min: null, max: max ?? null },
    data,
  }) satisfies KitFieldSpec;

const FIELDS: KitFieldSpec[] = [
  number("age", true, { min: 19, max: 79, median: 50 }),
  number("bmi", false, { min: 18, max: 42.2, median: 25.7 }),
  number("s5", false, { min: 3.2581, max: 6.107, median: 4.62 }, 5),
  {
    name: "sex",
    kind: "category",
    label: "Sex",
    help: null,
    choices: [
      { value: "female", label: "Female" },
      { value: "male", label: "Male" },
    ],
  },
];

/** A "random" source that answers the given draws in turn. */
const draws =
  (...values: number[]) =>
  () =>
    values.shift()!;

describe("randomRow", () => {
  it("draws each field within the data's range, written as the data writes it", () => {
    // age: 19 + ⌊0.5 × 61⌋ = 49; bmi: 18 + 0.5 × 24.2 = 30.1 (one decimal, as 42.2 has);
    // s5: 3.2581 + 0.25 × (5 − 3.2581) = 3.693575 → 3.6936 (four decimals, as 3.2581 has, within model.ts's max 5);
    // sex: ⌊0.7 × 2⌋ = 1, "male".
    expect(randomRow(FIELDS, draws(0.5, 0.5, 0.25, 0.7))).toEqual([49, 30.1, 3.6936, "male"]);
  });

  it("reaches both ends of a range and no further", () => {
    expect(randomRow(FIELDS, draws(0, 0, 0, 0))).toEqual([19, 18, 3.2581, "female"]);
    // The top draw a source can give (just under 1): 79, 42.2 rounded, and s5 held to model.ts's bound of 5.
    const top = 1 - 2 ** -53;
    expect(randomRow(FIELDS, draws(top, top, top, top))).toEqual([79, 42.2, 5, "male"]);
  });
});
