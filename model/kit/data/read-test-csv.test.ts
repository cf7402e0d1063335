import { describe, expect, it } from "vitest";

import { csv, FILE, good, named, problemsOf, tensor } from "#tests/support/kit/test-csv";

import type { ModelSignature } from "./model-inputs";
import { readTestCsv } from "./read-test-csv";

describe("readTestCsv: a good file", () => {
  it("reads named inputs by column, a string input as a category, the target apart", () => {
    const table = readTestCsv(csv("age,income,city,y", 30, good), { file: FILE, model: named });
    expect(table.layout).toEqual({
      mode: "named",
      inputs: [
        { name: "age", type: "int64" },
        { name: "income", type: "float" },
        { name: "city", type: "string" },
      ],
    });
    expect(table.fields).toEqual([
      { name: "age", kind: "number", integer: true },
      { name: "income", kind: "number", integer: false },
      { name: "city", kind: "category" },
    ]);
    expect(table.rows[1]).toEqual([21, 1010.5, "north"]);
    expect(table.lines[1]).toBe(3);
    expect(table.target.column).toBe("y");
    expect(table.target.cells.slice(0, 3)).toEqual(["0", "1", "0"]);
  });

  it("reads rows far wider than a batch row may be (1,024 characters): 300 fields of 12 characters", () => {
    const header = [...Array.from({ length: 300 }, (_, j) => `feature_${j}`), "target"].join(",");
    const text = csv(header, 30, (i) =>
      [...Array.from({ length: 300 }, (_, j) => `${i}.1234567891${j % 10}`), i % 2].join(","),
    );
    expect(text.split("\n")[1]!.length).toBeGreaterThan(3900);
    const table = readTestCsv(text, { file: FILE, model: tensor(300) });
    expect(table.rows).toHaveLength(30);
    expect(table.rows[2]![299]).toBe(2.12345678919);
  });

  it("reads one float tensor over every column in file order, the target anywhere if named", () => {
    const text = csv("a,label,b", 30, (i) => `${i},${i % 2},1e-3`);
    const table = readTestCsv(text, { file: FILE, model: tensor(2) });
    expect(table.layout).toEqual({ mode: "tensor", input: "float_input", width: 2 });
    expect(table.target.column).toBe("label");
    expect(table.rows[3]).toEqual([3, 0.001]);
  });

  it("takes the last column as the target when none is named target, label or y, and quoted cells as written", () => {
    const text = csv("a,b,outcome", 30, (i) => `"${i}",${i},${i % 2}`);
    const table = readTestCsv(text, { file: FILE, model: tensor(null) });
    expect(table.target.column).toBe("outcome");
    expect(table.rows[0]).toEqual([0, 0]);
  });

  it("reads an empty numeric cell as missing when the model takes missing values", () => {
    const text = csv("a,b,y", 30, (i) => `${i === 2 ? "" : i},1,0`);
    const table = readTestCsv(text, { file: FILE, model: tensor(2), missing: "allow" });
    expect(table.rows[2]![0]).toBeNaN();
  });
});

describe("readTestCsv: a numeric column with no value", () => {
  it("is refused even where missing values are allowed", () => {
    const text = csv("a,b,y", 30, () => ",1,0");
    expect(problemsOf(text, tensor(2), "allow")).toEqual([
      { column: "a", message: "Every cell is empty: the column holds no data." },
    ]);
  });
});

describe("readTestCsv: a model whose input shape is unknown", () => {
  it("takes every column into its one tensor", () => {
    const model: ModelSignature = { inputs: [{ name: "x", type: "float", shape: null }], task: "regressor" };
    expect(
      readTestCsv(
        csv("a,b,c,y", 30, () => "1,2,3,4"),
        { file: FILE, model },
      ).layout,
    ).toMatchObject({ width: 3 });
  });
});
