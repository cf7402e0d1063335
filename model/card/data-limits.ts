import type { ChoiceField } from "../fields";

/** The amounts the data holds for a field the form asks as a number: the range any applicant in the file had. */
export type AmountRange = {
  field: "Income" | "LoanAmount";
  /** Rows with a value (empty cells skipped). */
  rows: number;
  min: number;
  max: number;
};

/** A field a combination of categories is read from: a choice, or the 0/1 credit history. */
export type CategoryField = ChoiceField | "Credit_History";

/**
 * How far an application lies from the training rows, jointly: its leverage under the served model's design
 * matrix, h = x̃ᵀ(X̃ᵀX̃)⁻¹x̃ for the design row x̃ (intercept and centred columns). The columns are centred on the
 * training rows, so h = (1 + D²) / rows with D² = zᵀ·precision·z, the squared Mahalanobis distance of the
 * application's centred, scaled columns z from the training rows' mean (model/uncertainty/out-of-data.ts).
 */
export type LeverageLimit = {
  /**
   * The served model's design columns (their `feature` names, model/card/model-card.ts's FeatureColumn) that z
   * holds: every one but the last category of each choice, which the others determine (its centred indicator is
   * minus their sum), so the matrix below is invertible.
   */
  columns: string[];
  /** n·(ZᵀZ)⁻¹ over those columns for the n training rows (empty cells filled as the model fills them). */
  precision: number[][];
  rows: number;
  /** Above this leverage the application is outside the data: halfway between two training rows' leverages. */
  threshold: number;
  /** The training rows whose leverage lies above the threshold (at most `share` of them). */
  rowsAbove: number;
  /** The largest leverage among the training rows. */
  max: number;
};

/** Joins a combination's values into its key in CombinationSupport's counts. */
export const COMBINATION_SEPARATOR = "|";

/**
 * How many training rows hold each combination of values of `fields` (rows with an empty cell in one of them are
 * not counted). A combination held by fewer than `minimumRows` is unseen.
 */
export type CombinationSupport = {
  /** Whether an unseen combination makes the trained model abstain, or only warns (fields it does not read). */
  effect: "abstain" | "warn";
  fields: CategoryField[];
  /** Rows with every one of the fields recorded. */
  rows: number;
  minimumRows: number;
  /** Training rows (empty cells filled as the model fills them) whose combination the check flags. */
  rowsFlagged: number;
  /**
   * The rows holding each combination, keyed by its values in `fields` order joined by COMBINATION_SEPARATOR
   * (credit history as "1" or "0"); a combination not listed has none.
   */
  counts: Partial<Record<string, number>>;
};

/**
 * What the training data supports (model/training/sections/data-limits.ts): each amount's range, for the record,
 * and the joint checks every answer runs (model/uncertainty/out-of-data.ts): the leverage,
 * and the combinations of categories. Their thresholds are set on the training rows so that at most `share` of
 * them would be flagged (`rowsFlagged` of `rows`, every check together).
 */
export type DataLimits = {
  definition: string;
  /** The largest share of the training rows the checks may flag: 0.01. */
  share: number;
  rows: number;
  /** Training rows that the checks, run as on any application, flag. */
  rowsFlagged: number;
  amounts: AmountRange[];
  leverage: LeverageLimit;
  combinations: CombinationSupport[];
};
