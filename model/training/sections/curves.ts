import { MODEL_IDS, type ModelId } from "../../card/ids";
import type { ModelCard } from "../../card/model-card";
import { type OutOfFold } from "../cross-validation/held-out";
import { CUTS } from "../cross-validation/repeats";
import { reliabilityTable } from "../metrics/probability";
import { downsampleCurve, rocAuc, rocCurve } from "../metrics/roc";
import { bestCut, gridTable, PROBABILITY_CUTS, SCORE_CUTS } from "../metrics/thresholds";
import { round } from "../round";

/** The served cuts of the three models the charts and the fairness section draw. */
export const SERVED_CUTS: Record<ModelId, number> = {
  scorecard: CUTS.scorecard,
  "all-fields": CUTS["all-fields"],
  "without-gender-married": CUTS["without-gender-married"],
};

/** Each model's grid of cuts: the threshold explorer's, the best cut's and the cost-based cuts'. */
export const CUT_GRID: Record<ModelId, readonly number[]> = {
  scorecard: SCORE_CUTS,
  "all-fields": PROBABILITY_CUTS,
  "without-gender-married": PROBABILITY_CUTS,
};

function byModel<T>(make: (model: ModelId) => T): Record<ModelId, T> {
  return Object.fromEntries(MODEL_IDS.map((model) => [model, make(model)])) as Record<ModelId, T>;
}

/** The rows of one fold (or all of them), as parallel arrays of one model's scores, probabilities and labels. */
function slice(oof: OutOfFold, model: ModelId, fold?: number) {
  const keep = (_: unknown, i: number) => fold === undefined || oof.folds[i] === fold;
  return {
    scores: oof.scores[model].filter(keep),
    probabilities: oof.probabilities[model].filter(keep),
    labels: oof.labels.filter(keep),
  };
}

function foldCount(oof: OutOfFold): number {
  return Math.max(...oof.folds) + 1;
}

export const BEST_CUT_RULE =
  "The cut (scorecard: whole points 0–101; trained: probability 0.00–1.01; each grid's first cut approves everyone " +
  "and its last refuses everyone) with the highest accuracy averaged " +
  "over the 5 folds' held-out rows of the first repeat (seed 42); ties go to the cut nearest the served one (50 points, 0.5), then the lower. " +
  "Chosen and measured on the same held-out rows, so its accuracy is optimistic.";

/** The chart sections of the card, all from the pooled held-out predictions of one k-fold run (the first repeat). */
export function curveSections(oof: OutOfFold): Pick<ModelCard, "roc" | "thresholds" | "bestCut" | "reliability"> {
  const k = foldCount(oof);
  return {
    roc: byModel((model) => {
      const { scores, labels } = slice(oof, model);
      const points = downsampleCurve(rocCurve(scores, labels)).map(({ fpr, tpr }) => ({
        fpr: round(fpr),
        tpr: round(tpr),
      }));
      return { pooledAuc: round(rocAuc(scores, labels)), points };
    }),
    thresholds: byModel((model) => {
      const { scores, labels } = slice(oof, model);
      return gridTable(scores, labels, CUT_GRID[model]);
    }),
    bestCut: {
      rule: BEST_CUT_RULE,
      models: byModel((model) => {
        const folds = Array.from({ length: k }, (_, fold) => slice(oof, model, fold));
        const best = bestCut(folds, CUT_GRID[model], SERVED_CUTS[model]);
        return { cut: best.cut, accuracy: round(best.accuracy) };
      }),
    },
    reliability: byModel((model) => {
      const { probabilities, labels } = slice(oof, model);
      return reliabilityTable(probabilities, labels).map((bin) => ({
        ...bin,
        from: round(bin.from),
        to: round(bin.to),
        meanPredicted: round(bin.meanPredicted),
        observedRate: round(bin.observedRate),
      }));
    }),
  };
}
