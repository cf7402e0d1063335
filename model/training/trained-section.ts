import type { LoanRow } from "../dataset";
import { round } from "../evaluate";
import { VARIANTS, type VariantName } from "../logistic/features";
import { REGULARISATION_C, trainVariant } from "../logistic/train";
import type { ModelCard, TrainedColumn, TrainedVariantCard } from "../model-card";
import type { OutOfFold } from "./cross-validate";
import { meanFoldAuc, TRAINED_CUT } from "./cv-sections";

export const VARIANT_LABELS: Record<VariantName, string> = {
  "all-fields": "Logistic regression, every form field the dataset holds",
  "without-gender-married": "Logistic regression without Gender and Married",
};

/** Removing the protected characteristics is worth up to this much cross-validated AUC. */
export const MAX_AUC_COST = 0.01;

/**
 * The served variant: the one without Gender and Married unless it loses more than MAX_AUC_COST of AUC
 * (a gap equal to MAX_AUC_COST up to floating-point rounding does not count as more).
 */
export function servedVariant(aucAllFields: number, aucWithout: number): VariantName {
  return aucAllFields - aucWithout > MAX_AUC_COST + 1e-12 ? "all-fields" : "without-gender-married";
}

export const SOLVER =
  `L2-regularised logistic regression, C = ${REGULARISATION_C}: minimises ½‖w‖² + C · Σ log-loss with the ` +
  "intercept unpenalised (scikit-learn's default objective), by Newton's method (IRLS) from zero weights " +
  "(model/logistic/fit.ts, no dependency, no randomness; about six Newton steps).";

export const PREPROCESSING = [
  "Fields: Gender, Married, Income (ApplicantIncome), LoanAmount, Credit_History, Education, Property_Area, " +
    "Self_Employed. Not used: Age (not in the dataset), Dependents, CoapplicantIncome and Loan_Amount_Term " +
    "(not on the form), Loan_ID.",
  "Every parameter below is fitted on the training rows only (inside cross-validation: the training folds).",
  "Imputation: LoanAmount by its median; Credit_History, Gender, Married and Self_Employed by their most " +
    "frequent value. Income, Education and Property_Area have no empty cell. The form requires every field.",
  "Amounts: log1p(Income) and log1p(LoanAmount) (log(1 + x), so the form's 0 stays finite), each standardised " +
    "to mean 0 and standard deviation 1 (population sd).",
  "Credit_History as its 0/1 value; one 0/1 indicator per category of Gender, Married, Education, " +
    "Property_Area and Self_Employed (all categories, as scikit-learn's OneHotEncoder); centred on their mean, not scaled.",
  "Every column is centred, so the intercept is the log-odds of the average training applicant and " +
    "weight × column is a field's contribution in log-odds relative to that applicant.",
];

function variantCard(rows: readonly LoanRow[], variant: VariantName): TrainedVariantCard {
  const { preprocessing, model } = trainVariant(
    rows.map((row) => row.fields),
    rows.map((row) => row.approved),
    variant,
  );
  const imputation = Object.fromEntries(
    Object.entries(preprocessing.imputation).map(([field, value]) => [
      field,
      typeof value === "number" ? round(value, 6) : value,
    ]),
  );
  return {
    label: VARIANT_LABELS[variant],
    fields: [...VARIANTS[variant]],
    imputation,
    intercept: round(model.intercept, 6),
    columns: preprocessing.columns.map((column, j): TrainedColumn => {
      const weight = round(model.weights[j] ?? 0, 6);
      const center = round(column.center, 6);
      return column.kind === "log1p"
        ? { ...column, center, scale: round(column.scale, 6), weight }
        : { ...column, center, weight };
    }),
  };
}

/** Both variants fitted on every row, and which is served, by the cross-validated AUC of each. */
export function trainedSection(rows: readonly LoanRow[], oof: OutOfFold): ModelCard["trained"] {
  const aucAll = meanFoldAuc(oof, "all-fields");
  const aucWithout = meanFoldAuc(oof, "without-gender-married");
  const served = servedVariant(aucAll, aucWithout);
  const cost = aucAll - aucWithout;
  return {
    served,
    servedCut: TRAINED_CUT,
    aucCostWithoutGenderMarried: round(cost),
    servingRule:
      `Serve the variant without Gender and Married unless that costs more than ${MAX_AUC_COST} of ` +
      `cross-validated AUC. It costs ${round(cost)}, so ${served} is served.`,
    solver: SOLVER,
    preprocessing: PREPROCESSING,
    variants: {
      "all-fields": variantCard(rows, "all-fields"),
      "without-gender-married": variantCard(rows, "without-gender-married"),
    },
  };
}
