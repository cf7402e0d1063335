import type { Calibration } from "./calibration";
import card from "./model-card.json";

export type ClassificationMetrics = {
  accuracy: number;
  precision: number;
  recall: number;
};

export type ConfusionMatrix = {
  truePositive: number;
  falsePositive: number;
  trueNegative: number;
  falseNegative: number;
};

/** What the evaluation (scripts/evaluate-model.ts) measured; regenerated with `npm run model:evaluate`. */
export type ModelCard = {
  modelVersion: string;
  dataset: {
    name: string;
    file: string;
    sha256: string;
    /** Labelled rows in the file. */
    rows: number;
    /** Rows scored (the rest lack a field the scorecard needs; see `excluded`). */
    rowsEvaluated: number;
    excluded: { reason: string; rows: number }[];
  };
  /** How each form field was taken from the dataset's columns (the dataset has no Age, for one). */
  fieldMapping: Record<string, string>;
  metrics: ClassificationMetrics;
  confusionMatrix: ConfusionMatrix;
  baselines: {
    alwaysApprove: ClassificationMetrics;
    creditHistoryOnly: ClassificationMetrics;
  };
  calibration: Calibration;
};

export const modelCard: ModelCard = card as ModelCard;
