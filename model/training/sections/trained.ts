import type { Interval } from "../../card/figures";
import { type EvaluatedId, VARIANTS, type VariantName } from "../../card/ids";
import type { ModelCard, ServingDecision, TrainedColumn, TrainedVariantCard } from "../../card/model-card";
import {
  differingVerdicts,
  pairedDifferences,
  roundInterval,
  splitInterval,
  TRAINED_CUT,
  type RepeatedRuns,
} from "../cross-validation/repeats";
import type { LoanRow } from "../dataset";
import { REGULARISATION_C, trainVariant } from "../fitting/train-variant";
import { round } from "../round";

export const VARIANT_LABELS: Record<VariantName, string> = {
  "all-fields": "Logistic regression, every form field the dataset holds",
  "without-gender-married": "Logistic regression without Gender and Married",
};

export const SERVING_RULE =
  "Serve the variant without Gender and Married unless dropping them costs AUC that the 95 % interval can " +
  "detect (the paired interval of every field's AUC minus the variant's lies wholly above 0) and also changes " +
  "at least one out-of-fold verdict.";

/**
 * The served variant, by SERVING_RULE: every field only when dropping Gender and Married both costs a detectable
 * AUC (the cost's interval lies above 0) and changes some held-out verdict in some repeat.
 */
export function servedVariant(aucCost: Interval, differingVerdicts: readonly number[]): VariantName {
  const costDetectable = aucCost.low > 0;
  const verdictsChange = differingVerdicts.some((rows) => rows > 0);
  return costDetectable && verdictsChange ? "all-fields" : "without-gender-married";
}

// A minus sign, not a hyphen, as the page writes differences.
const fixed = (value: number) => value.toFixed(4).replace("-", "−");

/** SERVING_RULE, its figures and its outcome in a sentence, for the card and the page. */
export function servingSentence(decision: ServingDecision, splits: number, served: VariantName): string {
  const { aucCost, costDetectable, differingVerdicts: verdicts } = decision;
  const range = verdicts.min === verdicts.max ? `${verdicts.min}` : `${verdicts.min} to ${verdicts.max}`;
  return (
    `${SERVING_RULE} Over ${splits} splits, every field's AUC minus the variant's is ${fixed(aucCost.mean)} ` +
    `(95 % interval ${fixed(aucCost.low)} to ${fixed(aucCost.high)}), ` +
    (costDetectable ? "a cost the interval detects" : "a cost the interval cannot tell from 0") +
    `; the two variants' out-of-fold verdicts differ on ${range} of ${verdicts.rows} rows per repeat. ` +
    `So the served model is: ${VARIANT_LABELS[served]}.`
  );
}

/** A serving decision between the served variant and a richer one: the paired AUC gain and the verdicts it changes. */
function decide(
  cv: RepeatedRuns,
  richer: EvaluatedId,
  simpler: EvaluatedId,
): { rawCost: Interval; perRepeat: number[]; decision: ServingDecision } {
  const rawCost = splitInterval(pairedDifferences(cv, richer, simpler, "auc"), cv.folds);
  const perRepeat = differingVerdicts(cv, richer, simpler);
  return {
    rawCost,
    perRepeat,
    decision: {
      aucCost: roundInterval(rawCost),
      costDetectable: rawCost.low > 0,
      differingVerdicts: {
        rows: cv.runs[0]?.labels.length ?? 0,
        min: Math.min(...perRepeat),
        max: Math.max(...perRepeat),
      },
    },
  };
}

/** The serving decision from the repeated cross-validation: the paired AUC cost and the verdicts it changes. */
export function servingDecision(cv: RepeatedRuns): { served: VariantName; decision: ServingDecision } {
  const { rawCost, perRepeat, decision } = decide(cv, "all-fields", "without-gender-married");
  return { served: servedVariant(rawCost, perRepeat), decision };
}

/**
 * An unknown credit history, by the same rule: keep filling it with the most frequent value (1) unless keeping it
 * as a category of its own gains AUC the 95 % interval can detect and changes at least one out-of-fold verdict.
 */
export function unknownCreditDecision(
  cv: RepeatedRuns,
  served: VariantName,
): ModelCard["trained"]["unknownCreditHistory"] {
  const { rawCost, perRepeat, decision } = decide(cv, "credit-history-unknown", served);
  const category = rawCost.low > 0 && perRepeat.some((rows) => rows > 0);
  // The form offers 1 or 0 only: serving the category would need a third answer on the form and in the API.
  if (category)
    throw new Error(
      'The serving rule picks the unknown category: the form and the API need an "unknown" credit history first.',
    );
  const { aucCost: gain, differingVerdicts: verdicts } = decision;
  const range = verdicts.min === verdicts.max ? `${verdicts.min}` : `${verdicts.min} to ${verdicts.max}`;
  return {
    served: "filled with 1",
    decision,
    rule:
      "By the same rule: fill an unknown credit history with the training rows' most frequent value (1) unless " +
      "keeping it as a category of its own gains AUC that the 95 % interval can detect and also changes at least " +
      `one out-of-fold verdict. Over ${cv.splits.scorecard.auc.length} splits, the category's AUC minus the served ` +
      `model's is ${fixed(gain.mean)} (95 % interval ${fixed(gain.low)} to ${fixed(gain.high)}), ` +
      (decision.costDetectable ? "a gain the interval detects" : "a gain the interval cannot tell from 0") +
      `; the two differ on ${range} of ${verdicts.rows} out-of-fold verdicts per repeat. So an unknown credit ` +
      "history is filled with 1, as before.",
  };
}

export const SOLVER =
  `L2-regularised logistic regression, C = ${REGULARISATION_C}: minimises ½‖w‖² + C · Σ log-loss with the ` +
  "intercept unpenalised (scikit-learn's default objective), by Newton's method (IRLS) from zero weights " +
  "(model/training/fitting/logistic-regression.ts, no dependency, no randomness; about six Newton steps).";

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

/** Both variants fitted on every row, and which is served, by the repeated cross-validation (SERVING_RULE). */
export function trainedSection(rows: readonly LoanRow[], cv: RepeatedRuns): ModelCard["trained"] {
  const { served, decision } = servingDecision(cv);
  return {
    served,
    servedCut: TRAINED_CUT,
    servingRule: servingSentence(decision, cv.splits.scorecard.auc.length, served),
    servingDecision: decision,
    unknownCreditHistory: unknownCreditDecision(cv, served),
    solver: SOLVER,
    preprocessing: PREPROCESSING,
    variants: {
      "all-fields": variantCard(rows, "all-fields"),
      "without-gender-married": variantCard(rows, "without-gender-married"),
    },
  };
}
