import type { TrainedVariantCard } from "../card/model-card";
import { DATASET_FIELDS, type DatasetField, type Prediction } from "../fields";
import type { LoanApplication } from "../schema";
import { sigmoid } from "../sigmoid";
import { columnValue } from "./features";

/** A field's share of the log-odds, relative to the average training applicant (positive: towards approval). */
export type FieldContribution = { field: DatasetField; logOdds: number };

export type TrainedPrediction = {
  prediction: Prediction;
  /** P(approved), unrounded: the verdict compares it with the cut. */
  probability: number;
  /** The log-odds of the average training applicant (the intercept): where the contributions start. */
  baselineLogOdds: number;
  /** baselineLogOdds plus every contribution. */
  logOdds: number;
  /** One entry per field the variant uses, in the variant's field order. */
  contributions: FieldContribution[];
};

export type TrainedParameters = Pick<TrainedVariantCard, "fields" | "intercept" | "columns">;

/** The fields the trained model can read, in the order `readFields` returns their values: the form's. */
const READ_ORDER = DATASET_FIELDS;

/**
 * An application's values in READ_ORDER. Reading each field by name (`application[column.field]`) in the
 * column loop made a batch of 10,000 rows spend most of its scoring time on property lookups, so the fields
 * are read here at once (a mismatch with READ_ORDER would move every prediction: regression.test.ts pins them).
 */
function readFields(application: LoanApplication): unknown[] {
  const { Gender, Income, Married, LoanAmount, Credit_History, Education, Property_Area, Self_Employed } = application;
  return [Gender, Income, Married, LoanAmount, Credit_History, Education, Property_Area, Self_Employed];
}

/** Per column: where its field's value is in readFields' answer and where its share goes in `fields`. */
type Layout = { valueAt: number[]; shareAt: number[] };
const layouts = new WeakMap<TrainedParameters, Layout>();

function layoutOf(parameters: TrainedParameters): Layout {
  let layout = layouts.get(parameters);
  if (!layout) {
    const { fields, columns } = parameters;
    layout = {
      valueAt: columns.map((column) => READ_ORDER.indexOf(column.field)),
      shareAt: columns.map((column) => fields.indexOf(column.field)),
    };
    layouts.set(parameters, layout);
  }
  return layout;
}

/**
 * The trained logistic regression's answer for one application, from the parameters the model card holds:
 * P(approved), the verdict ("Yes" when the probability reaches `cut`) and each field's contribution in log-odds.
 * Age is not read: the dataset has none, so the model never learnt it. Pure; runs in the browser.
 */
export function predictTrained(
  application: LoanApplication,
  parameters: TrainedParameters,
  cut: number,
): TrainedPrediction {
  const { fields, columns } = parameters;
  const { valueAt, shareAt } = layoutOf(parameters);
  const values = readFields(application);
  // One pass over the columns, each adding to its field's share.
  const shares = new Array<number>(fields.length).fill(0);
  let logOdds = parameters.intercept;
  for (let j = 0; j < columns.length; j++) {
    const column = columns[j]!;
    const share = column.weight * columnValue(column, values[valueAt[j]!]);
    if (shareAt[j] !== -1) shares[shareAt[j]!]! += share;
    logOdds += share;
  }
  const contributions = fields.map((field, index) => ({ field, logOdds: shares[index]! }));
  const probability = sigmoid(logOdds);
  return {
    prediction: probability >= cut ? "Yes" : "No",
    probability,
    baselineLogOdds: parameters.intercept,
    logOdds,
    contributions,
  };
}
