import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { MODEL_VERSION } from "../model/scorecard";
import {
  DEFAULT_DATA_PATH,
  EXPECTED_SHA256,
  MODEL_CARD_PATH,
  REPO_ROOT,
  evaluateFile,
  parseArgs,
  serializeModelCard,
} from "./evaluate-model";

describe("the committed model card", () => {
  // CI checks the repository out beside ../shared, which holds the dataset (see ../shared/data/SOURCES.md).
  const fresh = evaluateFile(DEFAULT_DATA_PATH);
  const committedText = readFileSync(MODEL_CARD_PATH, "utf8");

  it("matches a fresh evaluation of ../shared/data/loan-prediction-train.csv", () => {
    expect(
      JSON.parse(committedText),
      "model/model-card.json is stale: run `npm run model:evaluate` and commit the result",
    ).toEqual(fresh);
  });

  it("was measured on the documented file with the current scorecard", () => {
    expect(fresh.dataset.sha256).toBe(EXPECTED_SHA256);
    expect(fresh.dataset.rows).toBe(614);
    expect(fresh.modelVersion).toBe(MODEL_VERSION);
  });

  it("accounts for every row: evaluated plus excluded is the whole file", () => {
    const { rows, rowsEvaluated, excluded } = fresh.dataset;
    expect(rowsEvaluated + excluded.reduce((sum, entry) => sum + entry.rows, 0)).toBe(rows);
    const { truePositive, falsePositive, trueNegative, falseNegative } = fresh.confusionMatrix;
    expect(truePositive + falsePositive + trueNegative + falseNegative).toBe(rowsEvaluated);
  });

  it("is the script's exact output: 2-space JSON, keys in a stable order, a trailing newline", () => {
    expect(committedText, "run `npm run model:evaluate` to rewrite model/model-card.json").toBe(
      serializeModelCard(fresh),
    );
  });
});

describe("evaluateFile", () => {
  it("says where to get the dataset when the file is missing", () => {
    const missing = join(REPO_ROOT, "no-such-dir/loan.csv");
    expect(() => evaluateFile(missing)).toThrow(/Dataset not found at .*no-such-dir\/loan\.csv/);
    expect(() => evaluateFile(missing)).toThrow(/SOURCES\.md.*--data <csv>/s);
  });
});

describe("parseArgs", () => {
  it("defaults to ../shared/data/loan-prediction-train.csv beside the repository", () => {
    expect(parseArgs([]).data).toBe(resolve(REPO_ROOT, "../shared/data/loan-prediction-train.csv"));
  });

  it("reads --data <csv> and --data=<csv>, resolved against the working directory", () => {
    expect(parseArgs(["--data", "x.csv"]).data).toBe(resolve("x.csv"));
    expect(parseArgs(["--data=/tmp/y.csv"]).data).toBe("/tmp/y.csv");
  });

  it("rejects a missing value and unknown arguments", () => {
    expect(() => parseArgs(["--data"])).toThrow(/needs a path/);
    expect(() => parseArgs(["--out", "x"])).toThrow(/Unknown argument "--out"/);
  });
});
