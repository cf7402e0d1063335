import type { VariantName } from "../../card/ids";
import type { BootstrapRefits, RefitFeature } from "../../card/refits";
import { ASSUMED_AGE, DATASET_FIELDS } from "../../fields";
import type { LoanApplication } from "../../schema";
import { scoreApplication } from "../../scorecard/scorecard";
import type { LoanRow } from "../dataset";
import { fitCalibration } from "../fitting/calibration";
import { trainVariant } from "../fitting/train-variant";
import { resampledIndices, resampleWeights } from "../intervals/resample";
import { round } from "../round";

/** Refits behind every prediction's interval, their seed (fixed once, never tuned) and the interval's level. */
export const REFIT_RESAMPLES = 200;
export const REFIT_SEED = 1;
export const PREDICTION_LEVEL = 0.9;
/** Decimals of the refits' coefficients: their rounding moves a probability by less than 1e-4 (the answer's own). */
const DECIMALS = 5;

export const REFIT_METHOD =
  `${REFIT_RESAMPLES} bootstrap resamples of the training rows (each draws as many rows as the file has, with ` +
  `replacement; mulberry32 seed ${REFIT_SEED}). On each, the served logistic regression is refitted by the same ` +
  "pipeline as the served one (empty cells filled, amounts log1p'd and standardised, L2 logistic regression with " +
  "C = 1, all fitted on the resample), and so is the scorecard's calibration (on the resample's complete rows, " +
  "as the served calibration is fitted on the file's). A prediction's interval is the 5th to the 95th " +
  "percentile of the refits' probabilities for that application (a percentile bootstrap interval: it stays " +
  "within 0 and 1, reads the same on the log-odds scale, and needs no per-applicant correction at serving " +
  "time). It measures how much the probability depends on which applicants happened to be in the data, not " +
  "how sure any one applicant's outcome is.";

const isComplete = (row: LoanRow) => DATASET_FIELDS.every((field) => row.fields[field] !== null);

/** One refit of the served variant, with its centring and scaling folded into the coefficients. */
function trainedRefit(
  rows: readonly LoanRow[],
  variant: VariantName,
): { features: RefitFeature[]; coefficients: number[] } {
  const { preprocessing, model } = trainVariant(
    rows.map((row) => row.fields),
    rows.map((row) => row.approved),
    variant,
  );
  let intercept = model.intercept;
  const coefficients = preprocessing.columns.map((column, j) => {
    const slope = (model.weights[j] ?? 0) / column.scale;
    intercept -= slope * column.center;
    return slope;
  });
  const features = preprocessing.columns.map(({ center: _c, scale: _s, feature: _f, ...rest }) => rest as RefitFeature);
  return { features, coefficients: [intercept, ...coefficients].map((value) => round(value, DECIMALS)) };
}

/** One refit of the scorecard's calibration: on the resample's complete rows, scored at the assumed age. */
function calibrationRefit(rows: readonly LoanRow[]): number[] {
  const fitted = fitCalibration(
    rows.filter(isComplete).map((row) => ({
      score: scoreApplication({ ...(row.fields as Omit<LoanApplication, "Age">), Age: ASSUMED_AGE }).score,
      approved: row.approved,
    })),
  );
  return [round(fitted.intercept, DECIMALS), round(fitted.slope, DECIMALS)];
}

/** The bootstrap refits of the served model and of the scorecard's calibration (model/card/bootstrap-refits.json). */
export function bootstrapRefits(rows: readonly LoanRow[], served: VariantName): BootstrapRefits {
  const resamples = resampleWeights(rows.length, REFIT_RESAMPLES, REFIT_SEED).map((weights) =>
    resampledIndices(weights).map((i) => rows[i]!),
  );
  const trained = resamples.map((sample) => trainedRefit(sample, served));
  return {
    method: REFIT_METHOD,
    resamples: REFIT_RESAMPLES,
    seed: REFIT_SEED,
    level: PREDICTION_LEVEL,
    trained: { features: trained[0]?.features ?? [], coefficients: trained.map((refit) => refit.coefficients) },
    scorecard: { coefficients: resamples.map(calibrationRefit) },
  };
}
