import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import type { ModelCard } from "#model/card/model-card";

import { staleSections } from "./evaluate-model";
import { buildCardFromFile, cardFiles, DEFAULT_DATA_PATH, EXPECTED_SHA256, serializeCard } from "./model-card-file";

describe("the committed model card (staleness)", () => {
  // Re-runs the scorecard's evaluation, the seeded cross-validation and both trainings on the repository's CSV.
  const fresh = buildCardFromFile(DEFAULT_DATA_PATH);
  const files = cardFiles(fresh);

  it.each(files.map((file) => [file.path.replace(/.*\/model\//, "model/"), file] as const))(
    "%s matches a fresh run on model/data/loan-prediction-train.csv, formatting included",
    (name, file) => {
      const committedText = readFileSync(file.path, "utf8");
      expect(JSON.parse(committedText), `${name} is stale: run \`npm run model:train\` and commit it`).toEqual(
        file.part,
      );
      expect(committedText, `run \`npm run model:train\` to rewrite ${name}`).toBe(file.text);
      expect(staleSections(file.part, committedText)).toEqual([]);
    },
  );

  it("calls a committed file stale when one interval or the serving decision differs", () => {
    const [serving, , evaluation] = files;
    const edited = structuredClone(evaluation?.part) as ModelCard;
    edited.crossValidation.models.scorecard.auc.low += 0.0001;
    expect(staleSections(evaluation?.part ?? {}, serializeCard(edited))).toEqual(["crossValidation"]);
    const servedElsewhere = structuredClone(serving?.part) as { served: { variant: string } };
    servedElsewhere.served.variant = "all-fields";
    expect(staleSections(serving?.part ?? {}, serializeCard(servedElsewhere))).toEqual(["served"]);
  });

  it("was measured on the documented file with the current scorecard", () => {
    expect(fresh.dataset.sha256).toBe(EXPECTED_SHA256);
    expect(fresh.dataset.file).toBe("loan-prediction-train.csv");
    expect(fresh.dataset.rows).toBe(614);
  });

  it("accounts for every row: evaluated plus excluded is the whole file", () => {
    const { rows, rowsEvaluated, excluded } = fresh.dataset;
    expect(rowsEvaluated + excluded.reduce((sum, entry) => sum + entry.rows, 0)).toBe(rows);
    const { truePositive, falsePositive, trueNegative, falseNegative } = fresh.confusionMatrix;
    expect(truePositive + falsePositive + trueNegative + falseNegative).toBe(rowsEvaluated);
  });
});

describe("staleSections", () => {
  const card = { modelVersion: "v", metrics: { accuracy: 0.5 } } as unknown as ModelCard;

  it("names the top-level sections that differ", () => {
    expect(staleSections(card, serializeCard(card))).toEqual([]);
    expect(staleSections(card, '{ "modelVersion": "v", "metrics": { "accuracy": 0.6 } }')).toEqual(["metrics"]);
    expect(staleSections(card, '{ "modelVersion": "v", "metrics": { "accuracy": 0.5 }, "old": 1 }')).toEqual(["old"]);
  });

  it("reports formatting alone, and everything when the card is missing or not JSON", () => {
    expect(staleSections(card, JSON.stringify(card))).toEqual(["(formatting)"]);
    expect(staleSections(card, null)).toEqual(["modelVersion", "metrics"]);
    expect(staleSections(card, "{ oops")).toEqual(["modelVersion", "metrics"]);
  });
});
