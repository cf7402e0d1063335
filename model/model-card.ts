import { joinModelCard, type ModelEvaluation, type ServingCard } from "./card-parts";
import type { Calibration } from "./calibration";
import type { DatasetField } from "./dataset";
import type { Difference, Proportion } from "./intervals";
import type { FeatureColumn, Imputation, VariantName } from "./logistic/features";
import type { ReliabilityBin } from "./probability-metrics";
import type { DataRanges } from "./recourse-bounds";
import type { RocPoint } from "./roc";
import serving from "./model-card.json";
import evaluation from "./model-evaluation.json";
import type { ThresholdRow } from "./thresholds";
import type { DatasheetStats } from "./training/datasheet";
import type { ModelId } from "./training/cross-validate";

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

/** Figures of one model on held-out rows: accuracy at its served cut, ROC AUC of its score, Brier score of its probability. */
export type FoldFigures = { rows: number; accuracy: number; auc: number; brier: number };

/** The mean over the folds (scikit-learn's cross_val_score convention), and each fold's own figures. */
export type CrossValidatedFigures = FoldFigures & {
  /** Approved when the score reaches this: 50 points for the scorecard, probability 0.5 for the trained models. */
  cut: number;
  folds: FoldFigures[];
};

/** A design-matrix column with its fitted weight (log-odds per unit of the centred, scaled column). */
export type TrainedColumn = FeatureColumn & { weight: number };

/** One logistic regression fitted on all rows: what model/logistic/predict.ts needs, and how it was built. */
export type TrainedVariantCard = {
  label: string;
  fields: DatasetField[];
  /** The values that filled empty cells when fitting (the form has none: every field is required). */
  imputation: Imputation;
  /** Log-odds of the average training applicant (every column is centred). */
  intercept: number;
  columns: TrainedColumn[];
};

/** One group of an attribute: its rows, and each share with its Wilson 95 % interval (model/intervals.ts). */
export type FairnessGroup = {
  group: string;
  rows: number;
  /** The group's rows approved in the data (Loan_Status "Y"): the lender's own decisions. */
  approvedInData: Proportion;
  /** The group's rows each model approves (held-out verdicts at the model's served cut). */
  approvalRate: Record<ModelId, Proportion>;
  /** The group's approved-in-data rows each model approves (equal opportunity). */
  truePositiveRate: Record<ModelId, Proportion>;
};

export type FairnessAttribute = {
  attribute: "Gender" | "Married";
  /** Rows with an empty cell for this attribute, left out of its groups. */
  rowsWithoutValue: number;
  /** In LOAN_CHOICES order: Male then Female, Yes then No. */
  groups: FairnessGroup[];
  /** The first group's shares minus the second's, with Newcombe's 95 % interval (model/intervals.ts). */
  gap: {
    approvedInData: Difference;
    approvalRate: Record<ModelId, Difference>;
    truePositiveRate: Record<ModelId, Difference>;
  };
};

/** The scorecard's own section: its figures on the complete rows (model/evaluate.ts). */
export type ScorecardEvaluation = {
  modelVersion: string;
  dataset: {
    name: string;
    file: string;
    sha256: string;
    /** Labelled rows in the file. */
    rows: number;
    /** Rows the scorecard section scored; the rest have an empty cell in a field the application needs (see `excluded`). */
    rowsEvaluated: number;
    /** Each excluded row counted once, under its first empty field. */
    excluded: { reason: string; rows: number }[];
  };
  /** How each form field was taken from the dataset's columns (the dataset has no Age, for one). */
  fieldMapping: Record<string, string>;
  /** The scorecard on the complete rows, as is (no cross-validation: it has nothing fitted but the calibration). */
  metrics: ClassificationMetrics;
  confusionMatrix: ConfusionMatrix;
  baselines: {
    alwaysApprove: ClassificationMetrics;
    creditHistoryOnly: ClassificationMetrics;
  };
  /** P(approved | score), fitted on the complete rows; the API's probability (see approvalProbability). */
  calibration: Calibration;
  /** The dataset has no Age: every row is scored as assumedAge (+5 points); these are the metrics without them. */
  ageSensitivity: {
    assumedAge: number;
    withoutAgePoints: ClassificationMetrics;
  };
};

/**
 * What scripts/train-model.ts measured; regenerate with `npm run model:train`. Committed as two files:
 * model/model-card.json (serving) and model/model-evaluation.json (see card-parts.ts).
 */
export type ModelCard = ScorecardEvaluation & {
  /** The dataset's highest income and smallest loan: the bounds of recourse (model/recourse-bounds.ts). */
  dataRanges: DataRanges;
  /** Stratified k-fold cross-validation of the scorecard and both trained variants on every row (empty cells imputed). */
  crossValidation: {
    folds: number;
    seed: number;
    rows: number;
    method: string;
    models: Record<ModelId, CrossValidatedFigures>;
  };
  /** The trained logistic regressions, fitted on every row, and which one is served. */
  trained: {
    served: VariantName;
    servedCut: number;
    /** Cross-validated AUC of all-fields minus that of without-gender-married. */
    aucCostWithoutGenderMarried: number;
    servingRule: string;
    solver: string;
    preprocessing: string[];
    variants: Record<VariantName, TrainedVariantCard>;
  };
  /** ROC curves of the pooled held-out scores (vertices at least 0.01 apart) and the pooled curve's AUC. */
  roc: Record<ModelId, { pooledAuc: number; points: RocPoint[] }>;
  /** Pooled held-out confusion matrix at every cut: points 0..100 (scorecard), probability 0.00..1.00 (trained). */
  thresholds: Record<ModelId, ThresholdRow[]>;
  /** The cut with the best accuracy averaged over the folds (see `rule`). */
  bestCut: { rule: string; models: Record<ModelId, { cut: number; accuracy: number }> };
  /** Reliability diagrams (10 bins of predicted probability, empty bins left out) of the pooled held-out probabilities. */
  reliability: Record<ModelId, ReliabilityBin[]>;
  /** Approval and true-positive rates by sex and by marital status, from the held-out verdicts, with intervals. */
  fairness: { method: string; attributes: FairnessAttribute[] };
  /** Counts from the dataset's file as it is: rows, empty cells, labels and groups (model/training/datasheet.ts). */
  datasheet: DatasheetStats;
};

/**
 * The whole card, joined from its two files (model/card-parts.ts): for the server and the tests. The page
 * imports the parts it needs instead (serving-card.ts, model-evaluation.ts), so its first load stays small.
 */
export const modelCard: ModelCard = joinModelCard(serving as ServingCard, evaluation as ModelEvaluation);
