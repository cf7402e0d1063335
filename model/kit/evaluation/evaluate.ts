import type { ConfusionMatrix, Proportion } from "../../card/figures";
import { wilson } from "../../uncertainty/intervals";
import type { KitTarget } from "../data/target";
import type { ClassLabel, KitOutput } from "../types";
import {
  brierScore,
  prPoints,
  type PrPoint,
  reliabilityBins,
  type ReliabilityBin,
  rocPoints,
  type RocPoint,
  thinCurve,
} from "./binary-curves";
import { fairnessReport, type FairnessReport } from "./fairness";
import {
  BOOTSTRAP_RESAMPLES,
  BOOTSTRAP_SEED,
  type BootstrapOptions,
  bootstrapEstimates,
  type Estimate,
  INTERVAL_LEVEL,
} from "./intervals";
import { multiclassFigures, type MulticlassFigures } from "./multiclass";
import { aucOfCounts, averagePrecisionOfCounts, groupCounts, rankByScore } from "./ranking";
import { regressionFigures, type RegressionFigures } from "./regression";
import { costRows, type CostRow, matrixAt, thresholdTable, type ThresholdTable } from "./thresholds";

/** Below this many test rows the card flags the evaluation: its intervals are wide, and its figures move a lot. */
export const FEW_ROWS = 200;

/** What every evaluation states: how many rows, whether that is few, and how its intervals were drawn. */
type Common = {
  rows: number;
  fewRows: boolean;
  bootstrap: { method: "row bootstrap, percentile interval"; resamples: number; seed: number; level: number };
};

export type BinaryEvaluation = Common & {
  task: "binary";
  positiveClass: ClassLabel;
  auc: Estimate;
  averagePrecision: Estimate;
  brier: Estimate;
  roc: RocPoint[];
  pr: PrPoint[];
  reliability: ReliabilityBin[];
  /** At the default cut: the confusion matrix and its rates, each with a Wilson interval. */
  atCut: {
    cut: number;
    matrix: ConfusionMatrix;
    accuracy: Proportion;
    tpr: Proportion;
    fpr: Proportion;
    precision: Proportion | null;
  };
  thresholds: ThresholdTable;
  costs: CostRow[];
  fairness: FairnessReport[];
};
export type RegressionEvaluation = Common & { task: "regression" } & RegressionFigures;
export type MulticlassEvaluation = Common & { task: "multiclass"; classes: ClassLabel[] } & MulticlassFigures;
export type KitEvaluation = BinaryEvaluation | RegressionEvaluation | MulticlassEvaluation;

export type EvaluationOptions = BootstrapOptions & {
  /** The binary verdict's cut on the positive class's probability (the owner's defaultCut), 0.5 by default. */
  cut?: number;
  /** Attributes to report fairness for: each one's value per test row. */
  fairness?: readonly { attribute: string; values: readonly string[] }[];
};

function common(rows: number, options: BootstrapOptions): Common {
  return {
    rows,
    fewRows: rows < FEW_ROWS,
    bootstrap: {
      method: "row bootstrap, percentile interval",
      resamples: options.resamples ?? BOOTSTRAP_RESAMPLES,
      seed: options.seed ?? BOOTSTRAP_SEED,
      level: INTERVAL_LEVEL,
    },
  };
}

function binaryEvaluation(
  probability: Float64Array,
  positive: Uint8Array,
  positiveClass: ClassLabel,
  options: EvaluationOptions,
): BinaryEvaluation {
  const ranking = rankByScore(probability);
  const figures = bootstrapEstimates(
    probability.length,
    {
      auc: (weights) => {
        const counts = groupCounts(ranking, positive, weights);
        return aucOfCounts(counts.positives, counts.negatives);
      },
      averagePrecision: (weights) => {
        const counts = groupCounts(ranking, positive, weights);
        return averagePrecisionOfCounts(counts.positives, counts.negatives);
      },
      brier: (weights) => brierScore(probability, positive, weights),
    },
    options,
  );
  const cut = options.cut ?? 0.5;
  const matrix = matrixAt(probability, positive, cut);
  const { truePositive: tp, falsePositive: fp, trueNegative: tn, falseNegative: fn } = matrix;
  const table = thresholdTable(probability, positive);
  return {
    task: "binary",
    ...common(probability.length, options),
    positiveClass,
    ...figures,
    roc: thinCurve(rocPoints(ranking, positive), ["fpr", "tpr"]),
    pr: thinCurve(prPoints(ranking, positive), ["recall", "precision"]),
    reliability: reliabilityBins(probability, positive),
    atCut: {
      cut,
      matrix,
      accuracy: wilson(tp + tn, probability.length),
      tpr: wilson(tp, tp + fn),
      fpr: wilson(fp, fp + tn),
      precision: tp + fp === 0 ? null : wilson(tp, tp + fp),
    },
    thresholds: table,
    costs: costRows(probability, positive, table),
    fairness: (options.fairness ?? []).map(({ attribute, values }) =>
      fairnessReport(attribute, values, probability, positive, cut, options),
    ),
  };
}

/**
 * The evaluation the card publishes, from the model's outputs on the test rows and their answers: for a binary
 * model ROC/AUC, precision–recall/average precision, reliability/Brier, the threshold table and cost cuts, and
 * fairness; for a regressor MAE, RMSE, R² and residuals; for a multiclass model accuracy, log loss and macro AUC.
 * Each figure has a row-bootstrap interval, each rate a Wilson interval; fewer than FEW_ROWS rows are flagged.
 */
export function evaluateModel(output: KitOutput, target: KitTarget, options: EvaluationOptions = {}): KitEvaluation {
  if (target.task === "regression") {
    if (output.kind !== "values") throw new Error("A regression target needs predicted values.");
    return {
      task: "regression",
      ...common(output.values.length, options),
      ...regressionFigures(output.values, target.values, options),
    };
  }
  if (output.kind !== "probabilities") throw new Error("A classification target needs class probabilities.");
  const same =
    output.classes.length === target.classes.length &&
    output.classes.every((c, k) => String(c) === String(target.classes[k]));
  if (!same) {
    throw new Error(
      `The model's classes (${output.classes.join(", ")}) are not the target's (${target.classes.join(", ")}), in order.`,
    );
  }
  const classCount = target.classes.length;
  if (target.task === "multiclass") {
    return {
      task: "multiclass",
      ...common(target.labels.length, options),
      classes: target.classes,
      ...multiclassFigures(output.values, classCount, target.labels, options),
    };
  }
  const probability = Float64Array.from(target.labels, (_, i) => output.values[i * 2 + 1]!);
  const positive = Uint8Array.from(target.labels, (label) => (label === 1 ? 1 : 0));
  return binaryEvaluation(probability, positive, target.classes[1]!, options);
}
