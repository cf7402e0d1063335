import type { AlternativeId } from "../../card/ids";
import { LOAN_CHOICES, type ChoiceField, type DatasetFields } from "../../fields";
import { sigmoid } from "../../sigmoid";
import { DEPENDENTS, type LoanRow } from "../dataset";
import { fitLogisticRegression, linearPredictor } from "./logistic-regression";
import { amountFill, meanAndSd, mode } from "./preprocessing";
import { REGULARISATION_C } from "./train-variant";

type Dependents = (typeof DEPENDENTS)[number];

/** A row with every empty cell filled, except credit history, which an alternative may keep as unknown. */
type FilledRow = {
  Income: number;
  CoapplicantIncome: number;
  LoanAmount: number;
  Loan_Amount_Term: number;
  Credit_History: 0 | 1 | null;
  Dependents: Dependents;
} & { [K in ChoiceField]: NonNullable<DatasetFields[K]> };

type Fill = Omit<FilledRow, "Credit_History"> & { Credit_History: 0 | 1 };

/** One column before centring: its value for a filled row, and whether it is scaled to unit sd (amounts). */
type Feature = { name: string; of: (row: FilledRow) => number; scaled: boolean };

const known = <T>(values: readonly (T | null)[]) => values.filter((value): value is T => value !== null);

/** The training rows' fill values: medians of the amounts, the most frequent value of the rest (as the served model). */
function fitFill(rows: readonly LoanRow[]): Fill {
  const amount = (read: (row: LoanRow) => number | null) => amountFill(known(rows.map(read)));
  const choice = (field: ChoiceField) =>
    mode<string>(known<string>(rows.map((row) => row.fields[field])), LOAN_CHOICES[field]);
  return {
    Income: amount((row) => row.fields.Income),
    CoapplicantIncome: amount((row) => row.other.CoapplicantIncome),
    LoanAmount: amount((row) => row.fields.LoanAmount),
    Loan_Amount_Term: amount((row) => row.other.Loan_Amount_Term),
    Credit_History: mode(known(rows.map((row) => row.fields.Credit_History)), [1, 0] as const),
    Dependents: mode(known(rows.map((row) => row.other.Dependents)), DEPENDENTS),
    Gender: choice("Gender"),
    Married: choice("Married"),
    Education: choice("Education"),
    Property_Area: choice("Property_Area"),
    Self_Employed: choice("Self_Employed"),
  } as Fill;
}

function fillRow(row: LoanRow, fill: Fill, keepUnknownCredit: boolean): FilledRow {
  const { fields, other } = row;
  return {
    Income: fields.Income ?? fill.Income,
    CoapplicantIncome: other.CoapplicantIncome ?? fill.CoapplicantIncome,
    LoanAmount: fields.LoanAmount ?? fill.LoanAmount,
    Loan_Amount_Term: other.Loan_Amount_Term ?? fill.Loan_Amount_Term,
    Credit_History: fields.Credit_History ?? (keepUnknownCredit ? null : fill.Credit_History),
    Dependents: other.Dependents ?? fill.Dependents,
    Gender: fields.Gender ?? fill.Gender,
    Married: fields.Married ?? fill.Married,
    Education: fields.Education ?? fill.Education,
    Property_Area: fields.Property_Area ?? fill.Property_Area,
    Self_Employed: fields.Self_Employed ?? fill.Self_Employed,
  };
}

const logAmount = (field: "Income" | "CoapplicantIncome" | "LoanAmount"): Feature => ({
  name: `log1p(${field})`,
  of: (row) => Math.log1p(row[field]),
  scaled: true,
});
const indicators = <K extends keyof FilledRow>(field: K, values: readonly FilledRow[K][]): Feature[] =>
  values.map((value) => ({
    name: `${field}=${String(value)}`,
    of: (row) => (row[field] === value ? 1 : 0),
    scaled: false,
  }));

/**
 * Each alternative's columns. Both centre every column on its training mean (as the served model does) and
 * scale the amounts to unit sd; categories get one indicator each (all categories, as scikit-learn's OneHotEncoder).
 * - credit-history-unknown: the served variant's fields, credit history as three indicators, 1, 0 and unknown.
 * - all-columns: every column of the file but Loan_ID: the form's fields with Gender and Married, plus
 *   log1p(CoapplicantIncome), Loan_Amount_Term in months, Dependents' four values, and affordability,
 *   log((ApplicantIncome + CoapplicantIncome) / LoanAmount), which the log amounts alone cannot express.
 */
const FEATURES: Record<AlternativeId, Feature[]> = {
  "credit-history-unknown": [
    logAmount("Income"),
    logAmount("LoanAmount"),
    ...indicators("Credit_History", [1, 0, null]),
    ...indicators("Education", LOAN_CHOICES.Education),
    ...indicators("Property_Area", LOAN_CHOICES.Property_Area),
    ...indicators("Self_Employed", LOAN_CHOICES.Self_Employed),
  ],
  "all-columns": [
    ...indicators("Gender", LOAN_CHOICES.Gender),
    ...indicators("Married", LOAN_CHOICES.Married),
    ...indicators("Dependents", DEPENDENTS),
    ...indicators("Education", LOAN_CHOICES.Education),
    ...indicators("Self_Employed", LOAN_CHOICES.Self_Employed),
    logAmount("Income"),
    logAmount("CoapplicantIncome"),
    logAmount("LoanAmount"),
    { name: "Loan_Amount_Term", of: (row) => row.Loan_Amount_Term, scaled: true },
    { name: "Credit_History", of: (row) => row.Credit_History ?? 0, scaled: false },
    ...indicators("Property_Area", LOAN_CHOICES.Property_Area),
    {
      name: "log(total income / LoanAmount)",
      of: (row) => Math.log((row.Income + row.CoapplicantIncome) / row.LoanAmount),
      scaled: true,
    },
  ],
};

/** The column names of an alternative, in design-matrix order (for the card and the tests). */
export const alternativeColumns = (id: AlternativeId) => FEATURES[id].map((feature) => feature.name);

/**
 * Fits an alternative on these rows only (fill values, centres, scales and the L2 logistic regression, C = 1, by
 * the one Newton fit) and returns P(approved) for any row, its empty cells filled with the training rows' values.
 */
export function trainAlternative(rows: readonly LoanRow[], id: AlternativeId): (row: LoanRow) => number {
  const fill = fitFill(rows);
  const features = FEATURES[id];
  const keepUnknown = id === "credit-history-unknown";
  const raw = (row: LoanRow) => {
    const filled = fillRow(row, fill, keepUnknown);
    return features.map((feature) => feature.of(filled));
  };
  const training = rows.map(raw);
  const scaling = features.map((feature, j) => {
    const { mean, sd } = meanAndSd(training.map((values) => values[j] ?? 0));
    return { center: mean, scale: feature.scaled ? sd : 1 };
  });
  const standardise = (values: number[]) =>
    values.map((value, j) => (value - (scaling[j]?.center ?? 0)) / (scaling[j]?.scale ?? 1));
  const model = fitLogisticRegression(
    training.map(standardise),
    rows.map((row) => row.approved),
    { C: REGULARISATION_C },
  );
  return (row) => sigmoid(linearPredictor(model, standardise(raw(row))));
}
