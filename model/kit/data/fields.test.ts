import { describe, expect, it } from "vitest";

import { TABLE_MODEL } from "#tests/fixtures/models/stats/table-model";
import tableCsv from "#tests/fixtures/models/stats/table.csv?raw";
import expected from "#tests/fixtures/models/stats/table.json";

import { describeFields, FIELD_QUANTILES } from "./fields";
import { readTestCsv } from "./read-test-csv";

// Expected summaries: numpy on the same rows (tests/fixtures/models/stats/make_data.py).

describe("describeFields", () => {
  const table = readTestCsv(tableCsv, { file: "test.csv", model: TABLE_MODEL, missing: "allow" });
  const fields = describeFields(table);

  it("summarises each numeric field as numpy does, missing values left out", () => {
    for (const name of ["age", "income", "ratio", "children"] as const) {
      const field = fields.find((candidate) => candidate.name === name)!;
      const want = expected.fields[name];
      if (field.kind !== "number") throw new Error(`${name} should be numeric`);
      expect(field.present).toBe(want.present);
      expect(field.missing).toBe(want.missing);
      expect(field.min).toBe(want.min);
      expect(field.max).toBe(want.max);
      expect(field.mean).toBeCloseTo(want.mean, 10);
      expect(field.sd).toBeCloseTo(want.sd, 10);
      expect(field.quantiles.map((q) => q.q)).toEqual([...FIELD_QUANTILES]);
      field.quantiles.forEach((q, k) => expect(q.value).toBeCloseTo(want.quantiles[k]!, 10));
    }
    expect(fields.find((field) => field.name === "income")!).toMatchObject({ missing: 3, integer: false });
  });

  it("lists a whole-number field's few values, and no levels for one with many", () => {
    expect(fields[3]).toMatchObject({ name: "children", integer: true, levels: expected.fields.children.levels });
    expect(fields[0]).toMatchObject({ name: "age", integer: true });
    expect(fields[0]).not.toHaveProperty("levels");
  });

  it("counts each category's choices, most common first", () => {
    const city = fields[4]!;
    if (city.kind !== "category") throw new Error("city should be a category");
    expect(Object.fromEntries(city.choices.map((choice) => [choice.value, choice.count]))).toEqual(
      expected.fields.city.counts,
    );
    expect(city.choices.map((choice) => choice.count)).toEqual(
      [...city.choices.map((c) => c.count)].sort((a, b) => b - a),
    );
  });
});
