import type { ClassificationMetrics } from "../../card/figures";
import type { ScorecardEvaluation } from "../../card/model-card";
import { ASSUMED_AGE } from "../../fields";
import { scoreApplication } from "../../scorecard/scorecard";
import { parseLoanDataset, type LoanRecord } from "../dataset";
import { fitCalibration } from "../fitting/calibration";
import { classificationMetrics, confusionMatrix } from "../metrics/confusion-matrix";
import { round } from "../round";

const DATASET_NAME = "Loan Prediction (Analytics Vidhya practice dataset)";

/** How each form field is read from the dataset; shown on the model card. */
const FIELD_MAPPING: Record<string, string> = {
  Gender:
    "Gender, as is (the scorecard does not score it; its section excludes rows without it because the form " +
    "requires it).",
  Age:
    `Not in the dataset. Every row is scored as age ${ASSUMED_AGE}: inside the 25–60 band, so +5 points, as for 36 ` +
    "of the 40 ages (25–64) the demo's random applicants draw. The constant adds 5 to every score, so it decides " +
    "the verdict only for rows scoring 50–54; ageSensitivity gives the metrics without those 5 points.",
  Income: "ApplicantIncome (monthly income); CoapplicantIncome is not used.",
  Married: "Married, as is.",
  LoanAmount: "LoanAmount, in thousands, the unit the form uses, so Income / LoanAmount meets the scorecard's bands.",
  Credit_History: "Credit_History, 1 or 0.",
  Education: "Education, as is.",
  Property_Area: "Property_Area, as is.",
  Self_Employed: "Self_Employed, as is.",
  Loan_Status: 'The label: "Y" is approved, the positive class of every metric.',
  "Empty cells":
    "The scorecard's section (metrics, confusionMatrix, calibration) does not impute: a row with an " +
    "empty cell in any field above is excluded and counted once in excluded. The cross-validation (where the " +
    "baselines are measured) and every section after it use all rows, filling empty cells with values fitted on " +
    "the training folds.",
  "Other columns":
    "Loan_ID, Dependents, CoapplicantIncome and Loan_Amount_Term are used by neither the scorecard nor the " +
    "trained model.",
};

function metricsOf(records: readonly LoanRecord[], approve: (record: LoanRecord) => boolean): ClassificationMetrics {
  return classificationMetrics(
    confusionMatrix(records.map((record) => ({ predicted: approve(record), actual: record.approved }))),
  );
}

/**
 * Scores every complete row of the dataset with the scorecard and measures it against Loan_Status:
 * metrics and confusion matrix, a logistic calibration of P(approved | score)
 * (intercept and slope rounded to 6 decimals), and the metrics with the assumed age's 5 points withheld.
 * Pure: the caller reads the file and hashes its bytes.
 */
export function evaluateModel(csvText: string, source: { file: string; sha256: string }): ScorecardEvaluation {
  const dataset = parseLoanDataset(csvText);
  const { records } = dataset;
  if (records.length === 0) throw new Error("No row of the dataset is complete enough to score.");
  const scored = records.map((record) => ({ ...record, result: scoreApplication(record.application) }));
  const matrix = confusionMatrix(
    scored.map(({ result, approved }) => ({ predicted: result.prediction === "Yes", actual: approved })),
  );
  const fitted = fitCalibration(scored.map(({ result, approved }) => ({ score: result.score, approved })));
  const approvedWithoutAge = (record: LoanRecord) =>
    // Age 0 is outside 25–60, so it earns no age points.
    scoreApplication({ ...record.application, Age: 0 }).prediction === "Yes";

  return {
    dataset: {
      name: DATASET_NAME,
      file: source.file,
      sha256: source.sha256,
      rows: dataset.rows,
      rowsEvaluated: records.length,
      excluded: dataset.excluded,
    },
    fieldMapping: FIELD_MAPPING,
    metrics: classificationMetrics(matrix),
    confusionMatrix: matrix,
    calibration: { method: "logistic", intercept: round(fitted.intercept, 6), slope: round(fitted.slope, 6) },
    ageSensitivity: {
      assumedAge: ASSUMED_AGE,
      withoutAgePoints: metricsOf(records, approvedWithoutAge),
    },
  };
}
