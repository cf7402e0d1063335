import type { Proportion } from "../../card/figures";
import type { FloatArrayJson } from "../base64";
import type { ConformalSummary } from "../conformal/conformal";
import type { KitField } from "../data/fields";
import type { OutOfDataLimits } from "../data/out-of-data";
import type { Estimate } from "../evaluation/intervals";
import type { ExplanationMethod, ExplanationUnits } from "../explain/explanation";
import type { InputBinding, TensorInfo } from "../model-description";
import type { CompiledModel } from "../serve";
import type { ClassLabel, KitRow, KitTask } from "../types";

/**
 * What the build makes of a model folder (content-pipeline/models/), for everything that serves it: the server
 * on Node and in the Worker, and the page in the browser, which all score with the same code (kit-scorer.ts).
 * Plain JSON. Nothing here is a row of test.csv: ranges, quantiles, counts, thresholds and synthetic background
 * rows are aggregates of it.
 */

/** A numeric field as the form and the API take it. */
export type KitNumberFieldSpec = {
  name: string;
  kind: "number";
  label: string;
  unit: string | null;
  help: string | null;
  /** Whole numbers only: the model's input is an integer. */
  integer: boolean;
  /** Whether the field may be left empty (null in JSON): the model takes a missing value (XGBoost, an Imputer). */
  optional: boolean;
  /** What the API and the form accept, from model.ts; null: any finite number (with a warning outside the data). */
  bounds: { min: number | null; max: number | null };
  /** The test rows' range and median, for the form's starting value and its hints. */
  data: { min: number; max: number; median: number };
};

/** A category field: the choices the test rows hold, each with the label model.ts gives it (else its value). */
export type KitCategoryFieldSpec = {
  name: string;
  kind: "category";
  label: string;
  help: string | null;
  choices: { value: string; label: string }[];
};

export type KitFieldSpec = KitNumberFieldSpec | KitCategoryFieldSpec;

/** What a visitor or a client needs to ask the model and read its answer. */
export type KitSpec = {
  id: string;
  title: string;
  summary: string | null;
  task: KitTask;
  /** The inputs, in test.csv's order (the target left out): a request's keys, a batch file's columns. */
  fields: KitFieldSpec[];
  /** test.csv's target column. */
  target: string;
  /** Classification: the classes in the model's order; null for regression. */
  classes: ClassLabel[] | null;
  /** Binary: the positive class (the model's second) and its name from model.ts (else its label). */
  positiveClass: { label: ClassLabel; name: string } | null;
  /** Binary: the verdict is the positive class when its probability is at least this. */
  cut: number | null;
};

/** The split conformal calibration the answers use (Vovk et al. 2005; Angelopoulos and Bates 2021). */
export type ServedConformal = {
  level: number;
  /** q̂; null (infinite) with too few calibration rows: every class, the whole line. */
  threshold: number | null;
  /** The share of the held-out evaluation rows the sets or intervals covered. */
  coverage: number;
};

/**
 * How answers are explained. Trees use their own structure (the compiled model's), with covers counted from the
 * test rows when the file records none; an additive model and any other use `background`: synthetic rows that
 * summarise test.csv (model/kit/explain/background.ts), never rows of it.
 */
export type ServedExplanation = {
  method: ExplanationMethod;
  units: ExplanationUnits;
  /** ONNX trees: each node's count of test rows (an aggregate), and how many rows were counted. */
  covers: { values: FloatArrayJson; rows: number } | null;
  background: KitRow[];
  /** How the background was made, in one sentence for the card and the page. */
  backgroundNote: string;
};

export type ServedModel = {
  /** `<id>@<first 12 hex digits of a SHA-256 of what it computes with>`: a new model or test.csv is a new version. */
  version: string;
  spec: KitSpec;
  model: CompiledModel;
  binding: InputBinding;
  conformal: ServedConformal;
  outOfData: OutOfDataLimits;
  explanation: ServedExplanation;
  card: KitCard;
};

/** The figures the card heads with, by task; the page's evaluation has every curve besides. */
export type KitHeadline =
  | {
      task: "binary";
      auc: Estimate;
      averagePrecision: Estimate;
      brier: Estimate;
      atCut: { cut: number; accuracy: Proportion; tpr: Proportion; fpr: Proportion; precision: Proportion | null };
    }
  | { task: "regression"; mae: Estimate; rmse: Estimate; r2: Estimate }
  | { task: "multiclass"; accuracy: Proportion; logLoss: Estimate; macroAuc: Estimate };

/** A limit of what the card's figures can say, by code (the page words it), with an English sentence for the API. */
export type KitCardLimit = {
  code:
    | "few-rows"
    | "held-out-only"
    | "same-population"
    | "conformal-marginal"
    | "conformal-exchangeable"
    | "intervals-sampling-only"
    | "explanations-not-causal"
    | "out-of-data-aggregates";
  message: string;
};

/** The model card: GET /api/models/<id>, and the page's card section. */
export type KitCard = {
  id: string;
  title: string;
  summary: string | null;
  version: string;
  task: KitTask;
  target: string;
  classes: ClassLabel[] | null;
  positiveClass: { label: ClassLabel; name: string } | null;
  cut: number | null;
  model: {
    file: string;
    format: "onnx" | "xgboost";
    bytes: number;
    /** SHA-256 of the model file, hex: its content's identity. */
    sha256: string;
    /** The compiled model's size as served (JSON), in bytes. */
    servedBytes: number;
    producer: string | null;
    inputs: TensorInfo[];
    /** Operators by count (ONNX), trees and nodes (tree ensembles), parameters. */
    size: { operators?: Record<string, number>; trees?: number; nodes?: number; parameters: number };
    structure: "trees" | "additive" | "other";
    /** How the answer is read: raw scores (logits) are turned into probabilities (model-description.ts). */
    output: "probabilities" | "scores" | "values";
    /** Whether a number may be missing (XGBoost's default directions, an ONNX Imputer). */
    missingValues: boolean;
  };
  testData: {
    file: string;
    bytes: number;
    sha256: string;
    rows: number;
    /** Fewer than 200 rows: the card says the figures move a lot. */
    fewRows: boolean;
    /** Each field's range, quantiles or choices with counts (aggregates; no row). */
    fields: KitField[];
    /** How many test rows the page shows as examples (model.ts can switch them off). */
    examples: number;
  };
  evaluation: KitHeadline & {
    rows: number;
    bootstrap: { method: string; resamples: number; seed: number; level: number };
  };
  conformal: ConformalSummary;
  outOfData: {
    ranges: "each field's smallest and largest test value";
    joint: { method: "mahalanobis"; threshold: number; ridge: number; rows: number; flaggedRows: number } | null;
    combinations: { fields: string[]; seen: number } | null;
  };
  explanation: { method: ExplanationMethod; units: ExplanationUnits; background: string };
  limits: KitCardLimit[];
  links: { code?: string; data?: string; paper?: string } | null;
  datasheet: {
    source: string;
    citation?: string;
    licence: string;
    rows?: number;
    collection?: string;
    cannotSupport: string[];
  } | null;
};
