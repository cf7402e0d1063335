import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { ModelCard } from "../model/model-card";
import { buildCardFromFile, DEFAULT_DATA_PATH, parseArgs, REPO_ROOT, serializeModelCard } from "./model-card-file";

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

describe("serializeModelCard", () => {
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
    expect(serializeModelCard(card)).toBe(
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
    expect(JSON.parse(serializeModelCard(card))).toEqual(card);
  });
});
