import { describe, expect, it } from "vitest";

import { EVALUATED_IDS, type EvaluatedId } from "../../card/ids";
import { mulberry32 } from "../../mulberry32";
import type { OutOfFold } from "../cross-validation/held-out";
import { CUTS, type RepeatedRuns } from "../cross-validation/repeats";
import { brierScore } from "../metrics/probability";
import { rocAuc } from "../metrics/roc";
import { resampledIndices, resampleWeights } from "./resample";
import { rowBootstrap } from "./row-bootstrap";

// Forty rows, two repeats of two folds; one model's probabilities, rounded to tenths so that many tie.
const random = mulberry32(5);
const N = 40;
const LABELS = Array.from({ length: N }, () => random() < 0.6);
const RUNS = [0, 1].map(() => LABELS.map((label) => Math.round((label ? 0.3 : 0) + random() * 0.7 * 10) / 10));
const FOLDS = [Array.from({ length: N }, (_, i) => i % 2), Array.from({ length: N }, (_, i) => Math.floor(i / 20))];
const run = (probabilities: number[], folds: number[]): OutOfFold => {
  const all = Object.fromEntries(EVALUATED_IDS.map((id) => [id, probabilities])) as Record<EvaluatedId, number[]>;
  return { folds, labels: LABELS, scores: all, probabilities: all };
};
const CV: RepeatedRuns = {
  folds: 2,
  runs: RUNS.map((p, r) => run(p, FOLDS[r]!)),
  splits: {} as RepeatedRuns["splits"],
};

/** The same figures from the resample's rows written out, by the metric functions the card uses elsewhere. */
function byHand(weights: Uint16Array) {
  const rows = resampledIndices(weights);
  const figures = { accuracy: 0, auc: 0, brier: 0 };
  CV.runs.forEach((oof) => {
    for (let fold = 0; fold < 2; fold++) {
      const held = rows.filter((i) => oof.folds[i] === fold);
      const p = held.map((i) => oof.probabilities["all-fields"][i]!);
      const y = held.map((i) => LABELS[i]!);
      figures.accuracy += p.filter((value, k) => value >= CUTS["all-fields"] === y[k]).length / p.length;
      figures.auc += rocAuc(p, y);
      figures.brier += brierScore(p, y);
    }
  });
  return { accuracy: figures.accuracy / 4, auc: figures.auc / 4, brier: figures.brier / 4 };
}

describe("rowBootstrap", () => {
  it("recomputes each split's figure on the resampled rows and averages over the splits", () => {
    const replicates = rowBootstrap(CV, 6, 9);
    const resamples = resampleWeights(N, 6, 9);
    resamples.forEach((weights, b) => {
      const expected = byHand(weights);
      expect(replicates["all-fields"].accuracy[b]).toBeCloseTo(expected.accuracy, 12);
      expect(replicates["all-fields"].auc[b]).toBeCloseTo(expected.auc, 12);
      expect(replicates["all-fields"].brier[b]).toBeCloseTo(expected.brier, 12);
    });
  });
});
