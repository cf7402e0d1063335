import { describe, expect, it } from "vitest";

import binaryExpected from "#tests/fixtures/models/xgboost-binary/expected.json";
import binaryCsv from "#tests/fixtures/models/xgboost-binary/test.csv?raw";

import { describeFields } from "./fields";
import { fitOutOfData } from "./out-of-data";
import { outOfDataWarnings } from "./out-of-data-warnings";
import { readTestCsv } from "./read-test-csv";
import { readTarget } from "./target";

// The evaluators' XGBoost fixture: breast cancer measurements with about 5 % of cells empty (missing), read as
// one float tensor, its rows compared with the ones its script wrote as numbers.
const model = {
  inputs: [{ name: "features", type: "float", shape: [null, 10] }],
  task: "classifier" as const,
  classes: [0, 1],
};

describe("a real test.csv: the XGBoost binary fixture", () => {
  const table = readTestCsv(binaryCsv, { file: "test.csv", model, missing: "allow" });

  it("reads every row as the script wrote it, an empty cell as missing", () => {
    expect(table.layout).toEqual({ mode: "tensor", input: "features", width: 10 });
    expect(table.rows).toHaveLength(120);
    table.rows.forEach((row, r) =>
      expect(row).toEqual(binaryExpected.rows[r]!.map((v) => (v === null ? Number.NaN : v))),
    );
    expect(readTarget(table, model)).toMatchObject({ task: "binary", column: "target", classes: [0, 1] });
  });

  it("refuses the same file for a model that takes no missing value", () => {
    expect(() => readTestCsv(binaryCsv, { file: "test.csv", model })).toThrow(
      /an empty cell, and this model takes no missing value/,
    );
  });

  it("flags at most 1 % of its own rows jointly, and none of them per field", () => {
    const limits = fitOutOfData(table.rows, describeFields(table));
    const flagged = table.rows.filter((row) => outOfDataWarnings(row, limits).length > 0);
    expect(flagged.length).toBe(limits.joint!.flaggedRows);
    expect(flagged.length).toBeLessThanOrEqual(1);
  });
});
