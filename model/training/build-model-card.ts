import type { ModelCard } from "../card/model-card";
import { CV_FOLDS, CV_REPEATS, CV_SEED } from "./cross-validation/folds";
import { repeatedCrossValidation } from "./cross-validation/repeats";
import { parseLoanRows } from "./dataset";
import { crossValidationSection } from "./sections/cross-validation";
import { curveSections } from "./sections/curves";
import { dataRanges } from "./sections/data-ranges";
import { datasheetStats } from "./sections/datasheet";
import { fairnessSection } from "./sections/fairness";
import { evaluateModel } from "./sections/scorecard";
import { trainedSection } from "./sections/trained";

/**
 * The whole model card from the dataset's text: the scorecard's section on the complete rows, then the
 * seeded repeated cross-validation of the scorecard, both trained variants and the baselines, the variants
 * fitted on every row (the served one chosen over the repeats), and the chart and fairness sections (from
 * the first repeat). Pure and deterministic; the caller reads the file and hashes it.
 */
export function buildModelCard(csvText: string, source: { file: string; sha256: string }): ModelCard {
  const scorecard = evaluateModel(csvText, source);
  const rows = parseLoanRows(csvText);
  const cv = repeatedCrossValidation(rows, CV_FOLDS, CV_REPEATS, CV_SEED);
  const first = cv.runs[0];
  if (!first) throw new Error("The cross-validation needs at least one repeat.");
  const trained = trainedSection(rows, cv);
  return {
    ...scorecard,
    dataRanges: dataRanges(rows),
    crossValidation: crossValidationSection(cv, CV_SEED, trained.served),
    trained,
    ...curveSections(first),
    fairness: fairnessSection(rows, first),
    datasheet: datasheetStats(csvText),
  };
}
