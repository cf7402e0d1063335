/**
 * The loan application's fields, defined once, as plain data (no zod, so a page can show the form without
 * shipping the validator). Their order is the form's order, the order a row is read in (a CSV's form columns,
 * the API's batch rows) and the order of the trained model's fields. From this one definition come:
 * the zod schema (model/schema.ts), the form's starting state (app/features/loan-predict/form-state.ts),
 * the batch reader's columns (model/batch/), the dataset reader (model/training/dataset.ts) and the trained model's
 * variants (model/card/ids.ts).
 *
 * - `choice`: one of `choices`, which the form starts unchosen ("").
 * - `count`: a whole number from `min` to `max`, which the form starts at 0.
 * - `flag`: 1 or 0 (Credit_History), which the form starts at 0.
 * - `datasetColumn`: the public Loan Prediction file's column for the field, or null (it has no Age).
 */
export const LOAN_FIELD_DEFINITIONS = {
  Gender: { kind: "choice", choices: ["Male", "Female"], datasetColumn: "Gender" },
  Age: { kind: "count", min: 0, max: 150, datasetColumn: null },
  Income: { kind: "count", min: 0, max: 1_000_000_000, datasetColumn: "ApplicantIncome" },
  Married: { kind: "choice", choices: ["Yes", "No"], datasetColumn: "Married" },
  LoanAmount: { kind: "count", min: 0, max: 1_000_000_000, datasetColumn: "LoanAmount" },
  Credit_History: { kind: "flag", datasetColumn: "Credit_History" },
  Education: { kind: "choice", choices: ["Graduate", "Not Graduate"], datasetColumn: "Education" },
  Property_Area: { kind: "choice", choices: ["Urban", "Semiurban", "Rural"], datasetColumn: "Property_Area" },
  Self_Employed: { kind: "choice", choices: ["Yes", "No"], datasetColumn: "Self_Employed" },
} as const;

type Definitions = typeof LOAN_FIELD_DEFINITIONS;
export type LoanField = keyof Definitions;
export type ChoiceField = { [K in LoanField]: Definitions[K]["kind"] extends "choice" ? K : never }[LoanField];
export type CountField = { [K in LoanField]: Definitions[K]["kind"] extends "count" ? K : never }[LoanField];
/** The fields the public dataset holds: every field but Age. */
export type DatasetField = { [K in LoanField]: Definitions[K]["datasetColumn"] extends null ? never : K }[LoanField];
export type DatasetColumn = NonNullable<Definitions[LoanField]["datasetColumn"]>;
export type Prediction = "Yes" | "No";

/** A field's value: one of its choices, a whole number, or 1 or 0 (model/schema.ts checks it). */
type FieldValue<D> = D extends { kind: "choice"; choices: infer C extends readonly string[] }
  ? C[number]
  : D extends { kind: "count" }
    ? number
    : 0 | 1;
/** The form's fields the dataset holds (it has no Age), each null where the file's cell is empty. */
export type DatasetFields = { [K in DatasetField]: FieldValue<Definitions[K]> | null };

/** The fields in the order the form shows them and a row is read. */
export const LOAN_FIELDS = Object.keys(LOAN_FIELD_DEFINITIONS) as LoanField[];

/** The five fields the visitor must choose (the form's "Missing fields" names them); an empty number reads as 0. */
export const CHOICE_FIELDS = LOAN_FIELDS.filter(
  (field) => LOAN_FIELD_DEFINITIONS[field].kind === "choice",
) as ChoiceField[];

/** Each choice field's choices, in the order the form offers them. */
export const LOAN_CHOICES = Object.fromEntries(
  CHOICE_FIELDS.map((field) => [field, LOAN_FIELD_DEFINITIONS[field].choices]),
) as { [K in ChoiceField]: Definitions[K]["choices"] };

/** The fields the public dataset holds, in form order. */
export const DATASET_FIELDS = LOAN_FIELDS.filter(
  (field) => LOAN_FIELD_DEFINITIONS[field].datasetColumn !== null,
) as DatasetField[];

/** The dataset's column for each field it holds (Income is read from ApplicantIncome). */
export const DATASET_COLUMN_OF = Object.fromEntries(
  DATASET_FIELDS.map((field) => [field, LOAN_FIELD_DEFINITIONS[field].datasetColumn]),
) as { [K in DatasetField]: Definitions[K]["datasetColumn"] };

/** The dataset has no Age column; every row is scored as this age (inside the 25–60 band). */
export const ASSUMED_AGE = 35;

/** What the form shows before the visitor touches a field: choices unchosen, numbers at 0. */
export function initialValue(field: LoanField): "" | 0 {
  return LOAN_FIELD_DEFINITIONS[field].kind === "choice" ? "" : 0;
}
