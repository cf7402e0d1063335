import {
  type AmountRange,
  type CategoryField,
  COMBINATION_SEPARATOR,
  type CombinationSupport,
  type DataLimits,
  type LeverageLimit,
} from "../../card/data-limits";
import type { Imputation, TrainedVariantCard } from "../../card/model-card";
import { CHOICE_FIELDS, LOAN_CHOICES } from "../../fields";
import type { LoanApplication } from "../../schema";
import { columnValue } from "../../trained/features";
import { applicantsSharing, leverage, outOfData } from "../../uncertainty/out-of-data";
import type { LoanRow } from "../dataset";
import { solveSymmetric } from "../fitting/logistic-regression";
import { impute, mode } from "../fitting/preprocessing";
import { round } from "../round";

/** The largest share of the training rows the checks may flag. */
export const FLAGGED_SHARE = 0.01;
/** A combination of categories held by fewer training rows than this is unseen. */
export const MINIMUM_ROWS = 1;
/** Decimals of the precision matrix and the threshold: far finer than the gap between two rows' leverages. */
const DECIMALS = 6;

export const DATA_LIMITS_DEFINITION =
  "Outside the data, the trained model gives no verdict and both answers warn: when the application's leverage " +
  "under the served model's design, (1 + D²) / n for D its Mahalanobis distance from the training rows' mean, is " +
  "above a threshold set so that at most 1 % of the training rows lie above it, or when no training row has its " +
  "combination of the categories the model reads. No training row with its five choices, sex and marital status " +
  "included, only warns. One amount alone never decides.";

function amountRange(rows: readonly LoanRow[], field: AmountRange["field"]): AmountRange {
  const values = rows.flatMap((row) => (row.fields[field] === null ? [] : [row.fields[field]]));
  if (values.length === 0) throw new Error(`The dataset has no ${field}.`);
  return {
    field,
    rows: values.length,
    min: values.reduce((min, value) => Math.min(min, value)),
    max: values.reduce((max, value) => Math.max(max, value)),
  };
}

/** Every combination of the fields' values that the rows hold (each recorded in all of them), in the choices' order. */
function combinationSupport(
  rows: readonly LoanRow[],
  fields: CategoryField[],
  effect: CombinationSupport["effect"],
): CombinationSupport {
  const found = new Map<string, number>();
  let recorded = 0;
  for (const row of rows) {
    const values = fields.map((field) => row.fields[field]);
    if (values.some((value) => value === null)) continue;
    recorded++;
    const key = values.join(COMBINATION_SEPARATOR);
    found.set(key, (found.get(key) ?? 0) + 1);
  }
  // Every combination the fields allow, in the order their choices are offered; those the rows hold, kept.
  const combinations = fields.reduce<string[][]>(
    (partial, field) =>
      partial.flatMap((values) =>
        (field === "Credit_History" ? ["1", "0"] : LOAN_CHOICES[field]).map((value) => [...values, value]),
      ),
    [[]],
  );
  const counts = Object.fromEntries(
    combinations.flatMap((values) => {
      const key = values.join(COMBINATION_SEPARATOR);
      return found.has(key) ? [[key, found.get(key)!]] : [];
    }),
  );
  return { effect, fields, rows: recorded, minimumRows: MINIMUM_ROWS, rowsFlagged: 0, counts };
}

/** The inverse of a symmetric positive-definite matrix, column by column. */
function inverse(matrix: number[][]): number[][] {
  const columns = matrix.map((_, j) =>
    solveSymmetric(
      matrix,
      matrix.map((__, i) => (i === j ? 1 : 0)),
    ),
  );
  return matrix.map((_, i) => columns.map((column) => column[i]!));
}

function known<K extends "Gender" | "Married">(rows: readonly LoanRow[], field: K) {
  return rows.flatMap((row) => (row.fields[field] === null ? [] : [row.fields[field]!]));
}

/**
 * The rows as complete applications: empty cells filled as the served model fills them, and those of the fields
 * it does not read (sex, marital status) with their most frequent value; the age is never read.
 */
function filledApplications(rows: readonly LoanRow[], served: TrainedVariantCard): LoanApplication[] {
  const imputation: Imputation = {
    Gender: mode(known(rows, "Gender"), LOAN_CHOICES.Gender),
    Married: mode(known(rows, "Married"), LOAN_CHOICES.Married),
    ...served.imputation,
  };
  return rows.map((row) => ({ ...impute(row.fields, imputation), Age: 0 }));
}

/**
 * The precision n·(ZᵀZ)⁻¹ of the served columns but the last category of each choice, over the filled rows, and
 * the threshold halfway between the leverages of the training rows on either side of the 1 % most remote.
 */
function leverageLimit(applications: readonly LoanApplication[], served: TrainedVariantCard): LeverageLimit {
  const lastCategory = new Set(
    served.fields.flatMap((field) =>
      field === "Income" || field === "LoanAmount" || field === "Credit_History"
        ? []
        : [`${field}=${LOAN_CHOICES[field].at(-1)}`],
    ),
  );
  const kept = served.columns.filter((column) => !lastCategory.has(column.feature));
  const n = applications.length;
  const z = applications.map((application) => kept.map((column) => columnValue(column, application[column.field])));
  const gram = kept.map((_, i) => kept.map((__, j) => z.reduce((sum, row) => sum + row[i]! * row[j]!, 0) / n));
  const precision = inverse(gram).map((row) => row.map((value) => round(value, DECIMALS)));
  const limit: LeverageLimit = {
    columns: kept.map((column) => column.feature),
    precision,
    rows: n,
    threshold: 0,
    rowsAbove: 0,
    max: 0,
  };
  // Measured as every answer measures it, from the card's rounded figures.
  const leverages = applications.map((application) => leverage(application, limit, served.columns));
  const descending = [...leverages].sort((a, b) => b - a);
  const allowed = Math.floor(FLAGGED_SHARE * n);
  const threshold = round((descending[allowed - 1]! + descending[allowed]!) / 2, DECIMALS);
  return {
    ...limit,
    threshold,
    rowsAbove: leverages.filter((value) => value > threshold).length,
    max: round(descending[0]!, DECIMALS),
  };
}

/**
 * The card's dataLimits: each amount's range, and the joint checks of every answer (the
 * served model's leverage, the combinations of categories) with their thresholds, set on the training rows.
 */
export function dataLimits(rows: readonly LoanRow[], served: TrainedVariantCard): DataLimits {
  const applications = filledApplications(rows, served);
  const read = served.fields.filter((field): field is CategoryField => field !== "Income" && field !== "LoanAmount");
  const limits: DataLimits = {
    definition: DATA_LIMITS_DEFINITION,
    share: FLAGGED_SHARE,
    rows: rows.length,
    rowsFlagged: 0,
    amounts: [amountRange(rows, "Income"), amountRange(rows, "LoanAmount")],
    leverage: leverageLimit(applications, served),
    combinations: [combinationSupport(rows, read, "abstain"), combinationSupport(rows, [...CHOICE_FIELDS], "warn")].map(
      (support) => ({
        ...support,
        rowsFlagged: applications.filter((application) => applicantsSharing(application, support) < support.minimumRows)
          .length,
      }),
    ),
  };
  const rowsFlagged = applications.filter(
    (application) => outOfData(application, limits, served.columns).warnings.length > 0,
  ).length;
  if (rowsFlagged > FLAGGED_SHARE * rows.length) {
    throw new Error(`The data checks flag ${rowsFlagged} of the ${rows.length} training rows, more than 1 %.`);
  }
  return { ...limits, rowsFlagged };
}
