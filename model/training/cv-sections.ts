import { round } from "../evaluate";
import type { CrossValidatedFigures, FoldFigures, ModelCard } from "../model-card";
import { brierScore, reliabilityTable } from "../probability-metrics";
import { downsampleCurve, rocAuc, rocCurve } from "../roc";
import { APPROVAL_THRESHOLD } from "../scorecard";
import { accuracyOf, bestCut, matrixAt, PROBABILITY_CUTS, SCORE_CUTS, thresholdTable } from "../thresholds";
import { MODEL_IDS, type ModelId, type OutOfFold } from "./cross-validate";

/** The trained models approve at probability 0.5, scikit-learn's predict(); bestCut reports the alternative. */
export const TRAINED_CUT = 0.5;

export const SERVED_CUTS: Record<ModelId, number> = {
  scorecard: APPROVAL_THRESHOLD,
  "all-fields": TRAINED_CUT,
  "without-gender-married": TRAINED_CUT,
};

const CUTS: Record<ModelId, readonly number[]> = {
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

function figures(scores: number[], probabilities: number[], labels: boolean[], cut: number): FoldFigures {
  return {
    rows: labels.length,
    accuracy: accuracyOf(matrixAt(scores, labels, cut)),
    auc: rocAuc(scores, labels),
    brier: brierScore(probabilities, labels),
  };
}

/** Per-fold figures at the model's served cut and their unweighted mean, rounded to 4 decimals. */
export function crossValidatedFigures(oof: OutOfFold, model: ModelId): CrossValidatedFigures {
  const cut = SERVED_CUTS[model];
  const folds = Array.from({ length: foldCount(oof) }, (_, fold) => {
    const { scores, probabilities, labels } = slice(oof, model, fold);
    return figures(scores, probabilities, labels, cut);
  });
  const mean = (key: "accuracy" | "auc" | "brier") => folds.reduce((sum, fold) => sum + fold[key], 0) / folds.length;
  const rounded = (fold: FoldFigures) => ({
    rows: fold.rows,
    accuracy: round(fold.accuracy),
    auc: round(fold.auc),
    brier: round(fold.brier),
  });
  return {
    ...rounded({ rows: oof.labels.length, accuracy: mean("accuracy"), auc: mean("auc"), brier: mean("brier") }),
    cut,
    folds: folds.map(rounded),
  };
}

/** Unrounded mean over the folds of a model's AUC, for decisions that should not hinge on rounding. */
export function meanFoldAuc(oof: OutOfFold, model: ModelId): number {
  const k = foldCount(oof);
  let total = 0;
  for (let fold = 0; fold < k; fold++) {
    const { scores, labels } = slice(oof, model, fold);
    total += rocAuc(scores, labels);
  }
  return total / k;
}

export const BEST_CUT_RULE =
  "The cut (scorecard: whole points 0–100; trained: probability 0.00–1.00) with the highest accuracy averaged " +
  "over the 5 folds' held-out rows; ties go to the cut nearest the served one (50 points, 0.5), then the lower. " +
  "Chosen and measured on the same held-out rows, so its accuracy is optimistic.";

/** The chart sections of the card, all from the pooled held-out predictions. */
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
      return thresholdTable(scores, labels, CUTS[model]);
    }),
    bestCut: {
      rule: BEST_CUT_RULE,
      models: byModel((model) => {
        const folds = Array.from({ length: k }, (_, fold) => slice(oof, model, fold));
        const best = bestCut(folds, CUTS[model], SERVED_CUTS[model]);
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
