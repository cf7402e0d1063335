import { describe, expect, it } from "vitest";

import { FIXTURE_MODELS } from "#tests/support/kit/fixture-models";

import { readKitBatchCsv, readKitBatchNdjson } from "./kit-batch";
import { requestSchema } from "./request";

// tests/fixtures/content/models/diabetes-risk: fields age (whole, 0–120), sex (female, male), bmi, bp (≥ 0), s5.
const { spec } = FIXTURE_MODELS["diabetes-risk"]!;
const schema = requestSchema(spec);
const inputs = (reader: ReturnType<typeof readKitBatchCsv>) => [...reader.inputs()];

describe("readKitBatchCsv", () => {
  it("reads the fields' columns in any order, ignores the others, and keeps each bad row's reason", () => {
    const text = [
      "y,s5,bp,bmi,sex,age,note",
      "1,4.6,95,28.1,female,50,a",
      "0,4.6,95,,male,50,b",
      "1,4.6,-5,1,male,50,c",
    ];
    const reader = readKitBatchCsv(spec, text.join("\r\n"));
    expect(reader.rows).toBe(3);
    const [first, second, third] = inputs(reader);
    expect(first).toEqual({ row: 1, values: [50, "female", 28.1, 95, 4.6] });
    expect(second).toMatchObject({ row: 2 });
    expect("values" in second! && Number.isNaN(second.values[2])).toBe(true);
    expect(third).toEqual({
      row: 3,
      reason: 'bp: expected a number of at least 0, or null when unknown; received "-5"',
    });
  });

  it("refuses, before any row, a file without a field's column or past its rows", () => {
    expect(() => readKitBatchCsv(spec, "age,sex,bmi\n50,female,28\n")).toThrow(
      "The header lacks bp, s5: the columns are the model's fields (age, sex, bmi, bp, s5).",
    );
    expect(() => readKitBatchCsv(spec, "")).toThrow("The file is empty.");
    const many = ["age,sex,bmi,bp,s5", ...Array.from({ length: 4 }, () => "50,female,28,95,4.6")].join("\n");
    expect(() => readKitBatchCsv(spec, many, 3)).toThrow("The batch has 4 rows; at most 3 are scored at once.");
  });

  it("answers a line past the batch's 1,024 characters with its own reason", () => {
    const long = `50,female,28,95,4.6${" ".repeat(1100)}`;
    const [row] = inputs(readKitBatchCsv(spec, `age,sex,bmi,bp,s5\n${long}\n`));
    expect(row).toEqual({ row: 1, reason: "the line is 1119 characters long; at most 1024 are read" });
  });
});

describe("readKitBatchNdjson", () => {
  it("reads each line as the predict endpoint reads a body, naming the first problem", () => {
    const lines = [
      JSON.stringify({ age: 50, sex: "female", bmi: null, bp: 95, s5: 4.6 }),
      "",
      "[1]",
      JSON.stringify({ age: 50, sex: "x", bmi: 1, bp: 1 }),
      `{"age":${"[".repeat(10)}${"]".repeat(10)}}`,
    ];
    const [first, second, third, fourth] = [...readKitBatchNdjson(spec, schema, lines.join("\n")).inputs()];
    expect(first).toMatchObject({ row: 1 });
    expect("values" in first! && first.values.slice(0, 2)).toEqual([50, "female"]);
    expect(second).toEqual({
      row: 2,
      reason: "(body): expected a JSON object with the fields age, sex, bmi, bp, s5; received an array",
    });
    expect(third).toEqual({ row: 3, reason: 'sex: expected one of female, male; received "x" (and 1 more)' });
    expect(fourth).toEqual({ row: 4, reason: "nested deeper than 4 levels" });
  });
});
