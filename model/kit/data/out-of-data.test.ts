import { describe, expect, it } from "vitest";

import { TABLE_MODEL } from "#tests/fixtures/models/stats/table-model";
import tableCsv from "#tests/fixtures/models/stats/table.csv?raw";
import expected from "#tests/fixtures/models/stats/table.json";

import { describeFields } from "./fields";
import { fitOutOfData, jointDistance } from "./out-of-data";
import { outOfDataWarnings } from "./out-of-data-warnings";
import { readTestCsv } from "./read-test-csv";

// Expected aggregates and distances: numpy on the same rows (tests/fixtures/models/stats/make_data.py).
const table = readTestCsv(tableCsv, { file: "test.csv", model: TABLE_MODEL, missing: "allow" });
const limits = fitOutOfData(table.rows, describeFields(table));
const row = (age: number, income: number, ratio: number, children: number, city: string, plan: string) => [
  age,
  income,
  ratio,
  children,
  city,
  plan,
];

describe("fitOutOfData: joint Mahalanobis rule", () => {
  const joint = limits.joint!;

  it("inverts the numeric fields' correlation with the ridge as numpy does", () => {
    expect(joint.fields).toEqual(["age", "income", "ratio", "children"]);
    expect(joint.ridge).toBe(0.01);
    joint.inverse.forEach((value, k) => expect(value).toBeCloseTo(expected.joint.inverse[k]!, 10));
  });

  it("sets the threshold so that at most 1 % of the test rows lie beyond it", () => {
    expect(joint.threshold).toBeCloseTo(expected.joint.threshold, 10);
    expect(joint.flaggedRows).toBe(expected.joint.flaggedRows);
    expect(joint.flaggedRows).toBeLessThanOrEqual(Math.floor(120 / 100));
    const flagged = table.rows.filter((r) => outOfDataWarnings(r, limits).length > 0);
    expect(flagged).toHaveLength(expected.joint.flaggedRows);
  });

  it("measures an input's distance, a missing value adding nothing", () => {
    expected.joint.probes.forEach((probe, k) => {
      const values = probe.map((value) => (value === null ? Number.NaN : value));
      expect(jointDistance([...values, "north", "basic"], joint)).toBeCloseTo(expected.joint.probeDistances[k]!, 9);
    });
  });

  it("publishes aggregates only: no row of the file", () => {
    const text = JSON.stringify(limits);
    expect(text).not.toContain("1298.04");
    expect(Object.keys(limits.joint!).sort()).toEqual(
      ["fields", "flaggedRows", "indices", "inverse", "mean", "method", "ridge", "rows", "scale", "threshold"].sort(),
    );
  });
});

describe("outOfDataWarnings", () => {
  it("passes an input inside the data", () => {
    expect(outOfDataWarnings(row(40, 3000, 0.15, 1, "north", "pro"), limits)).toEqual([]);
  });

  it("warns, per field, past the data's smallest or largest value", () => {
    const [warning] = outOfDataWarnings(row(90, 3000, 0.2, 1, "north", "pro"), limits);
    expect(warning).toMatchObject({ kind: "above-range", field: "age", value: 90, limit: expected.fields.age.max });
    expect(warning!.message).toBe(`age = 90 is above every test row (the largest is ${expected.fields.age.max}).`);
    const kinds = outOfDataWarnings(row(40, 3000, 0.15, -1, "north", "pro"), limits).map((w) => w.kind);
    expect(kinds).toContain("below-range");
  });

  it("warns for a combination of numbers inside each range but far from the rows together", () => {
    // The oldest age with the smallest ratio: each inside its range, the pair unlike any row (ratio rises with age).
    const [age, income, ratio, children] = expected.joint.probes[1] as number[];
    const warnings = outOfDataWarnings(row(age!, income!, ratio!, children!, "north", "basic"), limits);
    expect(warnings.map((w) => w.kind)).toEqual(["joint-distance"]);
    expect(warnings[0]).toMatchObject({ distance: expect.closeTo(expected.joint.probeDistances[1]!, 9) });
  });

  it("warns for a choice no row holds, and for a combination of choices no row holds together", () => {
    expect(outOfDataWarnings(row(40, 3000, 0.15, 1, "west", "pro"), limits).map((w) => w.kind)).toEqual([
      "unseen-choice",
    ]);
    // Every east row is on the basic plan in the data.
    const [warning] = outOfDataWarnings(row(40, 3000, 0.15, 1, "east", "pro"), limits);
    expect(warning).toMatchObject({ kind: "unseen-combination", fields: ["city", "plan"], values: ["east", "pro"] });
    expect(warning!.message).toBe('No test row has city = "east", plan = "pro" together.');
    expect(limits.combinations!.seen).toEqual(expected.combinations);
  });

  it("does not flip between two values where nothing else changes: a range ends at the data's own edge", () => {
    const { max } = expected.fields.age;
    expect(outOfDataWarnings(row(max, 3000, 0.6, 1, "north", "pro"), limits)).toEqual([]);
    expect(outOfDataWarnings(row(max + 0.5, 3000, 0.6, 1, "north", "pro"), limits)[0]!.kind).toBe("above-range");
  });
});

describe("fitOutOfData: degenerate fields", () => {
  it("has no joint rule without numbers, no combinations with under two categories, and copes with a constant", () => {
    const categories = fitOutOfData(
      [["a"], ["b"]],
      [
        {
          name: "c",
          kind: "category",
          choices: [
            { value: "a", count: 1 },
            { value: "b", count: 1 },
          ],
        },
      ],
    );
    expect(categories.joint).toBeNull();
    expect(categories.combinations).toBeNull();
    const constant = fitOutOfData(
      Array.from({ length: 40 }, (_, i) => [5, i]),
      [
        {
          name: "k",
          kind: "number",
          integer: true,
          present: 40,
          missing: 0,
          min: 5,
          max: 5,
          mean: 5,
          sd: 0,
          quantiles: [],
        },
        {
          name: "i",
          kind: "number",
          integer: true,
          present: 40,
          missing: 0,
          min: 0,
          max: 39,
          mean: 19.5,
          sd: Math.sqrt(136.6666666666667),
          quantiles: [],
        },
      ],
    );
    expect(constant.joint!.scale).toEqual([1, Math.sqrt(136.6666666666667)]);
    expect(Number.isFinite(constant.joint!.threshold)).toBe(true);
  });
});
