import type { Calibration } from "./calibration";
import card from "./model-card.json";

/** Metrics of the positive class, approved (Loan_Status "Y"), rounded to 4 decimals. */
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
    /** Rows scored; the rest have an empty cell in a field the application needs (see `excluded`). */
    rowsEvaluated: number;
    /** Each excluded row counted once, under its first empty field. */
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
  /** P(approved | score), fitted on the evaluated rows; see approvalProbability. */
  calibration: Calibration;
  /** The dataset has no Age: every row is scored as assumedAge (+5 points); these are the metrics without them. */
  ageSensitivity: {
    assumedAge: number;
    withoutAgePoints: ClassificationMetrics;
  };
};

export const modelCard: ModelCard = card as ModelCard;
