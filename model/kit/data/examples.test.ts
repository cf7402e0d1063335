import { describe, expect, it } from "vitest";

import { exampleCount, exampleRows } from "./examples";
import { describeFields } from "./fields";
import { fitOutOfData } from "./out-of-data";
import { readTestCsv } from "./read-test-csv";
import { readTarget } from "./target";

const model = { inputs: [{ name: "x", type: "float", shape: [null, 2] }], task: "classifier" as const };
// Rows 0 … 39: x0 = i, x1 = i mod 5; class 1 on rows 3, 4, 10, 11, 17, 18 …
const text = [
  "x0,x1,y",
  ...Array.from({ length: 40 }, (_, i) => `${i},${i % 5},${i % 7 >= 3 && i % 7 <= 4 ? 1 : 0}`),
].join("\n");
const table = readTestCsv(text, { file: "test.csv", model });
const limits = fitOutOfData(table.rows, describeFields(table));

describe("exampleCount", () => {
  it("is 3 unless model.ts switches examples off or asks for a number", () => {
    expect(exampleCount(undefined)).toBe(3);
    expect(exampleCount({ examples: true })).toBe(3);
    expect(exampleCount({ examples: false })).toBe(0);
    expect(exampleCount({ examples: 5 })).toBe(5);
  });
});

describe("exampleRows", () => {
  it("takes a classifier's classes in turn, each class's first rows the checks pass", () => {
    const examples = exampleRows(table, readTarget(table, model), limits, 3);
    // Class 0 first appears on row 0, class 1 on row 3; then class 0's second row, row 1.
    expect(examples).toEqual([
      { values: [0, 0], actual: 0 },
      { values: [3, 3], actual: 1 },
      { values: [1, 1], actual: 0 },
    ]);
    expect(exampleRows(table, readTarget(table, model), limits, 0)).toEqual([]);
  });

  it("skips a row the out-of-data checks flag", () => {
    // x1 follows x0 on every row but the first, which lies far from the others jointly: the one row flagged.
    const rows = ["x0,x1,y", ...Array.from({ length: 100 }, (_, i) => `${i},${i === 0 ? 99 : i},${i % 2}`)].join("\n");
    const skewed = readTestCsv(rows, { file: "test.csv", model });
    const skewedLimits = fitOutOfData(skewed.rows, describeFields(skewed));
    expect(skewedLimits.joint!.flaggedRows).toBe(1);
    const examples = exampleRows(skewed, readTarget(skewed, model), skewedLimits, 2);
    expect(examples.map((example) => example.values)).toEqual([
      [2, 2],
      [1, 1],
    ]);
  });

  it("takes a regressor's rows nearest the target's quartiles", () => {
    const regression = { ...model, task: "regressor" as const };
    const values = ["x0,x1,y", ...Array.from({ length: 40 }, (_, i) => `${i},${i % 5},${100 - i}`)].join("\n");
    const numbers = readTestCsv(values, { file: "test.csv", model: regression });
    const examples = exampleRows(
      numbers,
      readTarget(numbers, regression),
      fitOutOfData(numbers.rows, describeFields(numbers)),
      3,
    );
    // 40 rows sorted by target: positions round(k/4 · 39) = 10, 20, 29 → targets 71, 81, 90.
    expect(examples.map((example) => example.actual)).toEqual([71, 81, 90]);
  });
});
