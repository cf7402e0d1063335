import type { DatasetField, DatasetFields } from "../fields";
import type { CostCuts } from "./cost-cuts";
import type { DataLimits } from "./data-limits";
import type { DatasheetStats } from "./datasheet";
import type { FairnessAttribute } from "./fairness";
import type {
  Bounds,
  ClassificationMetrics,
  ConfusionMatrix,
  Interval,
  ReliabilityBin,
  RocPoint,
  ThresholdRow,
} from "./figures";
import type { EvaluatedId, ModelId, VariantName } from "./ids";
import type { BootstrapRefits, RefitFeature } from "./refits";

/**
 * One model's figures over the repeated cross-validation's splits, each a mean with its split-to-split 95 %
 * interval (model/training/intervals/resampled-t.ts): accuracy at its cut, ROC AUC of its score, Brier score of
 * its probability; and each figure's sampling error, a 95 % interval from a bootstrap over rows of the
 * out-of-fold predictions (model/training/intervals/row-bootstrap.ts).
 */
export type CrossValidatedFigures = {
  /** Approved when the score reaches this: 50 points for the scorecard, probability 0.5 for the regressions. */
  cut: number;
  accuracy: Interval;
  auc: Interval;
  /** null for the credit-history rule, which gives no probability. */
  brier: Interval | null;
  samplingError: { accuracy: Bounds; auc: Bounds; brier: Bounds | null };
};

/** The served models' cross-validated figures, each with its split-to-split interval and its sampling error. */
export type Headline = {
  scorecard: Omit<CrossValidatedFigures, "cut">;
  trained: Omit<CrossValidatedFigures, "cut">;
};

/** Model a minus model b, split by split, with the interval of the mean difference. */
export type PairedComparison = {
  a: EvaluatedId;
  b: EvaluatedId;
  auc: Interval;
  brier: Interval;
  /** The AUC interval contains 0: the two models' ranking cannot be told apart. */
  aucIndistinguishable: boolean;
  /** The mean differences' sampling error: the bootstrap over rows, both models on each resample. */
  samplingError: { auc: Bounds; brier: Bounds };
};

/** How many rows get a different held-out verdict from models a and b, in each repeat's k-fold run. */
export type VerdictDifference = {
  a: EvaluatedId;
  b: EvaluatedId;
  rows: number;
  perRepeat: number[];
  min: number;
  max: number;
};

/**
 * A serving decision between the served variant and a richer one: the paired AUC the richer one gains (every field
 * over the variant without Gender and Married; an unknown credit history as its own category over filling it with 1)
 * and the verdicts it changes.
 */
export type ServingDecision = {
  /** AUC of the richer model minus the served one's over the splits. */
  aucCost: Interval;
  /** The cost's interval lies above 0. */
  costDetectable: boolean;
  /** Rows (of `rows`) whose held-out verdict the two variants disagree on, fewest and most over the repeats. */
  differingVerdicts: { rows: number; min: number; max: number };
};

/**
 * One column of the design matrix: x = (t(application) − center) / scale, where t is
 * log1p of the amount ("log1p"), the 0/1 value itself ("value") or 1 when the field has this category ("indicator").
 * Every column is centred on its training mean, so the intercept is the log-odds of the average training
 * applicant and weight × x is the column's contribution relative to that applicant.
 */
export type FeatureColumn = RefitFeature extends infer F
  ? F extends { kind: "log1p" }
    ? F & { feature: string; center: number; scale: number }
    : F & { feature: string; center: number; scale: 1 }
  : never;

/** The value that fills an empty cell: the training rows' median amount or most frequent value. */
export type Imputation = Partial<{ [K in DatasetField]: NonNullable<DatasetFields[K]> }>;

/** A design-matrix column with its fitted weight (log-odds per unit of the centred, scaled column). */
export type TrainedColumn = FeatureColumn & { weight: number };

/** One logistic regression fitted on all rows: what model/trained/regression.ts needs, and how it was built. */
export type TrainedVariantCard = {
  label: string;
  fields: DatasetField[];
  /** The values that filled empty cells when fitting (the form has none: every field is required). */
  imputation: Imputation;
  /** Log-odds of the average training applicant (every column is centred). */
  intercept: number;
  columns: TrainedColumn[];
};

/** Score → approval probability: a logistic curve fitted on the public dataset (model/training/fitting/calibration.ts). */
export type Calibration = {
  method: "logistic";
  intercept: number;
  slope: number;
};

/** The scorecard's own section: its figures on the complete rows (model/training/sections/scorecard.ts). */
export type ScorecardEvaluation = {
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
  /** P(approved | score), fitted on the complete rows; the API's probability (see approvalProbability). */
  calibration: Calibration;
  /** The dataset has no Age: every row is scored as assumedAge (+5 points); these are the metrics without them. */
  ageSensitivity: {
    assumedAge: number;
    withoutAgePoints: ClassificationMetrics;
  };
};

/**
 * What the dataset holds for the amounts recourse may change: the highest monthly income (ApplicantIncome, the
 * form's Income) and the smallest loan (LoanAmount, in thousands) among the rows that have one.
 */
export type DataRanges = { maxIncome: number; minLoanAmount: number };

/**
 * What scripts/model/train-model.ts measured; regenerate with `npm run model:train`. Committed as three files:
 * model/card/serving-card.json (serving), model/card/bootstrap-refits.json (every answer's interval) and
 * model/card/model-evaluation.json (see parts.ts).
 */
export type ModelCard = ScorecardEvaluation & {
  /** The dataset's highest income and smallest loan: the bounds of recourse (model/recourse/bounds.ts). */
  dataRanges: DataRanges;
  /** Each form field's range in the data, and where it is sparse: the caveats of every answer. */
  dataLimits: DataLimits;
  /** The headline figures with both their intervals, for GET /api/model and the page's first sections. */
  headline: Headline;
  /**
   * Repeated stratified k-fold cross-validation of the scorecard, both trained variants and the baselines on
   * every row (empty cells imputed): means with 95 % intervals, paired comparisons and verdict differences.
   */
  crossValidation: {
    folds: number;
    repeats: number;
    /** Repeat r is shuffled with seed + r. */
    seed: number;
    rows: number;
    /** folds × repeats. */
    splits: number;
    method: string;
    /** How every interval is computed. */
    interval: string;
    /** Student's t quantile the intervals use (two-sided 95 %, splits − 1 degrees of freedom). */
    tQuantile: number;
    models: Record<EvaluatedId, CrossValidatedFigures>;
    /** How each figure's sampling error is computed. */
    samplingError: string;
    comparisons: {
      trainedVsScorecard: PairedComparison;
      trainedVsCreditHistory: PairedComparison;
      withVsWithoutGenderMarried: PairedComparison;
      unknownCreditVsServed: PairedComparison;
      allColumnsVsServed: PairedComparison;
    };
    verdicts: {
      trainedVsCreditHistoryRule: VerdictDifference;
      withVsWithoutGenderMarried: VerdictDifference;
      unknownCreditVsServed: VerdictDifference;
      allColumnsVsServed: VerdictDifference;
    };
  };
  /** The trained logistic regressions, fitted on every row, and which one is served. */
  trained: {
    served: VariantName;
    servedCut: number;
    /** The rule, its figures and its outcome, in a sentence. */
    servingRule: string;
    servingDecision: ServingDecision;
    /** Whether an unknown credit history is filled with 1 or kept as a category, by the same rule, and why. */
    unknownCreditHistory: { served: "filled with 1"; decision: ServingDecision; rule: string };
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
  /** The served model and the calibration refitted on bootstrap resamples: every prediction's interval. */
  refits: BootstrapRefits;
  /** For each cost ratio, the cut with the least expected cost on the pooled out-of-fold verdicts. */
  costCuts: CostCuts;
  /** Counts from the dataset's file as it is: rows, empty cells, labels and groups (model/training/sections/datasheet.ts). */
  datasheet: DatasheetStats;
};
