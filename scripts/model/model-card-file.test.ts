import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import type { ModelCard } from "#model/card/model-card";
import { joinModelCard } from "#model/card/parts";

import {
  buildCardFromFile,
  cardFiles,
  DEFAULT_DATA_PATH,
  MODEL_CARD_PATH,
  MODEL_EVALUATION_PATH,
  REFITS_PATH,
  parseArgs,
  REPO_ROOT,
  serializeCard,
} from "./model-card-file";

describe("parseArgs", () => {
  it("defaults to the dataset inside the repository", () => {
    expect(parseArgs([], "model:train").data).toBe(join(REPO_ROOT, "model/data/loan-prediction-train.csv"));
    expect(DEFAULT_DATA_PATH.startsWith(REPO_ROOT)).toBe(true);
  });

  it("reads --data <csv> and --data=<csv>, resolved against the working directory", () => {
    expect(parseArgs(["--data", "x.csv"], "model:train").data).toBe(resolve("x.csv"));
    expect(parseArgs(["--data=/tmp/y.csv"], "model:evaluate").data).toBe("/tmp/y.csv");
  });

  it("rejects a missing value and unknown arguments, naming the command", () => {
    expect(() => parseArgs(["--data"], "model:train")).toThrow(/needs a path.*npm run model:train/);
    expect(() => parseArgs(["--out", "x"], "model:evaluate")).toThrow(/Unknown argument "--out".*model:evaluate/);
  });
});

describe("buildCardFromFile", () => {
  it("says which file it expected when the path is missing", () => {
    const missing = join(REPO_ROOT, "no-such-dir/loan.csv");
    expect(() => buildCardFromFile(missing)).toThrow(/Dataset not found at .*no-such-dir\/loan\.csv/);
    expect(() => buildCardFromFile(missing)).toThrow(/train_u6lujuX_CVtuZ9i\.csv.*model\/data\/SOURCES\.md/s);
  });
});

describe("serializeCard", () => {
  it("puts plain objects and arrays on one line when they fit, nests the rest, and ends with a newline", () => {
    const card = {
      name: "x",
      matrix: { truePositive: 1, falsePositive: 2 },
      rows: [
        { cut: 0, n: 1 },
        { cut: 1, n: 0 },
      ],
      empty: [],
      long: { text: "y".repeat(120) },
    } as unknown as ModelCard;
    expect(serializeCard(card)).toBe(
      [
        "{",
        '  "name": "x",',
        '  "matrix": { "truePositive": 1, "falsePositive": 2 },',
        '  "rows": [',
        '    { "cut": 0, "n": 1 },',
        '    { "cut": 1, "n": 0 }',
        "  ],",
        '  "empty": [],',
        '  "long": {',
        `    "text": "${"y".repeat(120)}"`,
        "  }",
        "}",
        "",
      ].join("\n"),
    );
    expect(JSON.parse(serializeCard(card))).toEqual(card);
  });
});

describe("cardFiles", () => {
  const card = buildCardFromFile(DEFAULT_DATA_PATH);
  const [serving, refits, evaluation] = cardFiles(card);

  it("splits the card into what an answer needs, its intervals' refits and what only the charts need, and joins back", () => {
    expect(serving?.path).toBe(MODEL_CARD_PATH);
    expect(refits?.path).toBe(REFITS_PATH);
    expect(evaluation?.path).toBe(MODEL_EVALUATION_PATH);
    expect(Object.keys(refits?.part ?? {})).toEqual(["method", "resamples", "seed", "level", "trained", "scorecard"]);
    expect(Object.keys(serving?.part ?? {})).not.toEqual(
      expect.arrayContaining(["roc", "thresholds", "fairness", "datasheet"]),
    );
    expect(Object.keys(evaluation?.part ?? {})).toEqual(
      expect.arrayContaining([
        "crossValidation",
        "trained",
        "roc",
        "thresholds",
        "bestCut",
        "reliability",
        "fairness",
        "datasheet",
      ]),
    );
    const joined = joinModelCard(
      JSON.parse(serving?.text ?? ""),
      JSON.parse(refits?.text ?? ""),
      JSON.parse(evaluation?.text ?? ""),
    );
    expect(joined).toEqual(card);
    expect(Object.keys(joined)).toEqual(Object.keys(card));
  });

  it("keeps the served variant's parameters, its serving rule and the rule's figures in the serving file", () => {
    const { served } = JSON.parse(serving?.text ?? "");
    expect(served).toEqual({
      variant: card.trained.served,
      cut: card.trained.servedCut,
      rule: card.trained.servingRule,
      decision: card.trained.servingDecision,
      parameters: card.trained.variants[card.trained.served],
    });
  });

  it("keeps the serving file small: a few KiB gzip, a third of the evaluation's at most", () => {
    // Every answer needs the checks of where the data ends (the leverage's matrix, the combinations the data holds):
    // about 0.6 KiB of the serving file's 3.2 KiB.
    const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
    expect(gzip(serving?.text ?? "")).toBeLessThan(3.5 * 1024);
    expect(gzip(serving?.text ?? "") * 3).toBeLessThan(gzip(evaluation?.text ?? ""));
  });
});
