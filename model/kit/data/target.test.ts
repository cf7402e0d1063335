import { describe, expect, it } from "vitest";

import type { KitDataError } from "./data-error";
import type { ModelSignature } from "./model-inputs";
import { readTestCsv } from "./read-test-csv";
import { readTarget } from "./target";

const input = [{ name: "x", type: "float", shape: [null, 1] }];
function tableWith(targets: readonly string[]) {
  const text = ["x,y", ...targets.map((target, i) => `${i},${target}`)].join("\n");
  return readTestCsv(text, { file: "test.csv", model: { inputs: input, task: "unknown" } });
}
const repeat = (values: readonly string[], n = 30) => Array.from({ length: n }, (_, i) => values[i % values.length]!);
const model = (task: ModelSignature["task"], classes?: ModelSignature["classes"]): ModelSignature => ({
  inputs: input,
  task,
  ...(classes ? { classes } : {}),
});

describe("readTarget", () => {
  it("reads a classifier's targets as indices of the model's classes, compared as numbers", () => {
    const target = readTarget(tableWith(repeat(["1.0", "0", "1"])), model("classifier", [0, 1]));
    expect(target).toMatchObject({ task: "binary", column: "y", classes: [0, 1] });
    if (target.task === "regression") throw new Error("expected classes");
    expect(Array.from(target.labels.slice(0, 3))).toEqual([1, 0, 1]);
  });

  it("finds the classes in the data when the model names none: numbers ascending, text in code-point order", () => {
    const numbers = readTarget(tableWith(repeat(["10", "2", "3"])), model("classifier"));
    expect(numbers).toMatchObject({ task: "multiclass", classes: [2, 3, 10] });
    const words = readTarget(tableWith(repeat(["setosa", "virginica", "Versicolor"])), model("classifier"));
    expect(words).toMatchObject({ task: "multiclass", classes: ["Versicolor", "setosa", "virginica"] });
  });

  it("reads a regressor's targets as numbers", () => {
    const target = readTarget(tableWith(repeat(["1.5", "2", "-3e2"])), model("regressor"));
    if (target.task !== "regression") throw new Error("expected values");
    expect(Array.from(target.values.slice(0, 3))).toEqual([1.5, 2, -300]);
  });

  it("decides a model without a task hint from its output width and the target", () => {
    expect(readTarget(tableWith(repeat(["0", "1"])), model("unknown")).task).toBe("binary");
    expect(readTarget(tableWith(repeat(["0.5", "1.25", "7"])), model("unknown")).task).toBe("regression");
    expect(readTarget(tableWith(repeat(["0", "1", "2"])), model("unknown")).task).toBe("regression");
    const wide = readTarget(tableWith(repeat(["0", "1", "2"])), { ...model("unknown"), outputWidth: 3 });
    expect(wide).toMatchObject({ task: "multiclass", classes: [0, 1, 2] });
  });

  it("refuses a target the model cannot have produced, naming the line", () => {
    const targets = repeat(["0", "1"]);
    targets[4] = "2";
    targets[6] = "yes";
    let error: KitDataError | undefined;
    try {
      readTarget(tableWith(targets), model("classifier", [0, 1]));
    } catch (caught) {
      error = caught as KitDataError;
    }
    expect(error!.problems).toEqual([
      {
        line: 6,
        column: "y",
        message: "\"2\" is not one of the model's classes (0, 1): the target holds each row's true class.",
      },
      {
        line: 8,
        column: "y",
        message: "\"yes\" is not one of the model's classes (0, 1): the target holds each row's true class.",
      },
    ]);
    expect(() => readTarget(tableWith(repeat(["1", "x"])), model("regressor"))).toThrow(
      /line 3, column "y": "x" is not a number/,
    );
  });

  it("refuses a binary target with rows of one class only", () => {
    expect(() => readTarget(tableWith(repeat(["1"])), model("classifier", [0, 1]))).toThrow(
      /Every row's target is 1: the evaluation needs held-out rows of both classes/,
    );
    expect(() => readTarget(tableWith(repeat(["1"])), model("classifier"))).toThrow(/one class only/);
  });
});
