import { describe, expect, it } from "vitest";

import type { KitPrediction } from "#model/kit/serving/contract";

import { csvDataUrl, modelResultsCsv, sampleCsv } from "./batch-csv";
import type { KitBatchTable } from "./batch-table";

// Written out by hand, in the shape of the API's answers (model/kit/serving/contract.ts).
const common = { model: "risk", modelVersion: "risk@abc", warnings: [], abstain: false };
const coverage = { level: 0.9, coverage: 0.91 };
const binary = (probability: number, set: number[]): KitPrediction => ({
  ...common,
  task: "binary",
  classes: [0, 1],
  probabilities: [1 - probability, probability],
  verdict: probability >= 0.5 ? 1 : 0,
  predictionSet: { classes: set, ...coverage },
  probability,
  cut: 0.5,
  positive: probability >= 0.5,
});
const warned: KitPrediction = {
  ...binary(0.25, [0]),
  abstain: true,
  warnings: [
    { kind: "above-range", field: "bp", value: 300, limit: 133, message: "bp is above the test rows' largest, 133." },
    { kind: "joint-distance", distance: 9, threshold: 4, message: "The input lies far from the test rows." },
  ],
};

describe("modelResultsCsv", () => {
  it("writes a classifier's rows in order: verdict, the positive class's probability, the set, out of data, the reason", () => {
    const table: KitBatchTable = {
      total: 4,
      answers: [binary(0.64544654, [1]), null, warned, binary(0.5, [0, 1])],
      errors: [{ row: 2, reason: 'sex: expected one of female, male; received "x, y"' }],
    };
    expect(modelResultsCsv("binary", table)).toBe(
      [
        "row,prediction,probability,prediction_set,out_of_data,warnings,error",
        "1,1,0.64544654,1,false,,",
        '2,,,,,,"sex: expected one of female, male; received ""x, y"""',
        `3,0,0.25,0,true,"bp is above the test rows' largest, 133.; The input lies far from the test rows.",`,
        "4,1,0.5,0|1,false,,",
        "",
      ].join("\r\n"),
    );
  });

  it("writes a multiclass verdict's own probability, and a regressor's value with its interval, empty where unbounded", () => {
    const multiclass: KitPrediction = {
      ...common,
      task: "multiclass",
      classes: ["a", "b", "c"],
      probabilities: [0.2, 0.7, 0.1],
      verdict: "b",
      predictionSet: { classes: ["b", "a"], ...coverage },
    };
    expect(modelResultsCsv("multiclass", { total: 1, answers: [multiclass], errors: [] })).toBe(
      "row,prediction,probability,prediction_set,out_of_data,warnings,error\r\n1,b,0.7,b|a,false,,\r\n",
    );
    const value = (low: number | null, high: number | null): KitPrediction => ({
      ...common,
      task: "regression",
      value: 142.5,
      interval: { low, high, ...coverage },
    });
    expect(
      modelResultsCsv("regression", {
        total: 3,
        answers: [value(132.5, 152.5), value(null, null), null],
        errors: [{ row: 3, reason: "bmi: expected a number; received nothing" }],
      }),
    ).toBe(
      [
        "row,prediction,interval_low,interval_high,out_of_data,warnings,error",
        "1,142.5,132.5,152.5,false,,",
        "2,142.5,,,false,,",
        "3,,,,,,bmi: expected a number; received nothing",
        "",
      ].join("\r\n"),
    );
  });
});

describe("sampleCsv", () => {
  it("writes the fields' header and each example's inputs, an unknown number empty", () => {
    const spec = { fields: [{ name: "age" }, { name: "sex" }, { name: "bmi" }] } as Parameters<typeof sampleCsv>[0];
    const examples = [
      { values: [36, "male", 22], actual: 0 },
      { values: [55, "female", Number.NaN], actual: 1 },
      // As the page's data holds a missing number once it is JSON.
      { values: [60, "female", null as unknown as number], actual: 1 },
    ];
    expect(sampleCsv(spec, examples)).toBe("age,sex,bmi\r\n36,male,22\r\n55,female,\r\n60,female,\r\n");
    expect(csvDataUrl("a,b\r\n1,2\r\n")).toBe("data:text/csv;charset=utf-8,a%2Cb%0D%0A1%2C2%0D%0A");
  });
});
