import { describe, expect, it } from "vitest";

import { csv, FILE, good, named, problemsOf, tensor } from "#tests/support/kit/test-csv";

import type { KitDataError } from "./data-error";
import type { ModelSignature } from "./model-inputs";
import { readTestCsv } from "./read-test-csv";

describe("readTestCsv: bad files stop the build, naming the file, line and column", () => {
  it("an empty file", () => {
    expect(() => readTestCsv("", { file: FILE, model: named })).toThrow(`${FILE}: 1 problem\n  The file is empty`);
    expect(() => readTestCsv("\n\n", { file: FILE, model: named })).toThrow(/The file is empty/);
  });

  it("a duplicate or blank header", () => {
    expect(
      problemsOf(
        csv("a,a,y", 30, () => "1,2,0"),
        tensor(2),
      ),
    ).toEqual([{ line: 1, column: "a", message: 'Two columns are named "a": rename one.' }]);
    expect(
      problemsOf(
        csv("a,,y", 30, () => "1,2,0"),
        tensor(2),
      )[0]!.message,
    ).toMatch(/Column 2 has no name/);
  });

  it("two columns that could be the target", () => {
    expect(
      problemsOf(
        csv("a,label,y", 30, () => "1,0,0"),
        tensor(1),
      )[0]!.message,
    ).toBe('Both "label" and "y" could be the target: keep one, or rename the others.');
  });

  it("a missing or extra column against named inputs", () => {
    const problems = problemsOf(
      csv("age,city,extra,y", 30, () => "1,a,2,0"),
      named,
    );
    expect(problems.map((p) => p.message)).toEqual([
      'test.csv lacks a column for the model\'s input "income" (float): add a column with that header.',
      "This column is not one of the model's inputs (age, income, city): remove it, or rename it to the input it holds.",
    ]);
    expect(problems[1]!.column).toBe("extra");
  });

  it("a column count the tensor does not take", () => {
    const [problem] = problemsOf(
      csv("a,b,c,y", 30, () => "1,2,3,0"),
      tensor(2),
    );
    expect(problem!.message).toBe(
      'The model\'s input "float_input" [?, 2] takes 2 columns, but test.csv has 3 besides the target ("a", "b", "c"): remove the columns the model does not take.',
    );
  });

  it("a non-numeric cell, NaN, Inf, an empty cell and a fraction in an integer input", () => {
    const text = csv("age,income,city,y", 30, (i) =>
      i === 0
        ? "abc,1,a,0"
        : i === 1
          ? "1,NaN,a,0"
          : i === 2
            ? "1,-inf,a,0"
            : i === 3
              ? "1,,a,0"
              : i === 4
                ? "2.5,1,a,0"
                : good(i),
    );
    const problems = problemsOf(text, named);
    expect(problems).toEqual([
      { line: 2, column: "age", message: '"abc" is not a number: this field is numeric.' },
      {
        line: 3,
        column: "income",
        message:
          '"NaN" is not a finite number: write an empty cell for a missing value (if the model takes one), or drop the row.',
      },
      expect.objectContaining({
        line: 4,
        column: "income",
        message: expect.stringMatching(/^"-inf" is not a finite number/),
      }),
      {
        line: 5,
        column: "income",
        message: "an empty cell, and this model takes no missing value: fill it in, or drop the row.",
      },
      { line: 6, column: "age", message: '"2.5" is not a whole number: the model\'s input is an integer.' },
    ]);
  });

  it("an input of a type the kit does not read, and one text input for several columns", () => {
    const map: ModelSignature = { inputs: [{ name: "m", type: "map-sequence", shape: null }], task: "classifier" };
    expect(
      problemsOf(
        csv("a,y", 30, () => "1,0"),
        map,
      )[0]!.message,
    ).toBe(
      'The model\'s input "m" is of type map-sequence; the kit reads tensors of float, double, int64, int32, bool, string.',
    );
    const text: ModelSignature = { inputs: [{ name: "t", type: "string", shape: [null, 2] }], task: "classifier" };
    expect(
      problemsOf(
        csv("a,b,y", 30, () => "x,y,0"),
        text,
      )[0]!.message,
    ).toMatch(/^The model's one input "t" takes text/);
  });

  it("fewer than 30 rows", () => {
    expect(
      problemsOf(
        csv("a,y", 29, () => "1,0"),
        tensor(1),
      )[0]!.message,
    ).toBe("It has 29 rows; the evaluation needs at least 30 held-out rows (200 or more to be worth much).");
  });

  it("a row of the wrong width, and a quote never closed", () => {
    const text = csv("a,b,y", 30, (i) => (i === 7 ? "1,2" : "1,2,0"));
    expect(problemsOf(text, tensor(2))).toEqual([
      { line: 9, message: "The row has 2 cells where the header has 3: every row needs one cell per column." },
    ]);
    expect(problemsOf('a,y\n"1,0\n', tensor(1))[0]!.message).toMatch(/Line 2: a quoted field is never closed/);
  });

  it("lists at most ten problems in the message, and counts the rest", () => {
    const error = (() => {
      try {
        readTestCsv(
          csv("a,y", 40, () => "x,0"),
          { file: FILE, model: tensor(1) },
        );
      } catch (caught) {
        return caught as KitDataError;
      }
    })();
    expect(error!.problems).toHaveLength(40);
    expect(error!.message.split("\n")).toHaveLength(12);
    expect(error!.message).toMatch(
      /^app\/content\/models\/demo\/test.csv: 40 problems\n {2}line 2, column "a": "x" is not a number/,
    );
    expect(error!.message).toMatch(/… and 30 more like these\.$/);
  });
});
