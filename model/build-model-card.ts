import { CV_FOLDS, CV_SEED } from "./cross-validation";
import { parseLoanRows } from "./dataset";
import { evaluateModel } from "./evaluate";
import type { ModelCard } from "./model-card";
import { dataRanges } from "./recourse-bounds";
import { crossValidate, MODEL_IDS, type ModelId } from "./training/cross-validate";
import { crossValidatedFigures, curveSections } from "./training/cv-sections";
import { datasheetStats } from "./training/datasheet";
import { fairnessSection } from "./training/fairness-section";
import { trainedSection } from "./training/trained-section";

export const CV_METHOD =
  `Stratified ${CV_FOLDS}-fold cross-validation, seed ${CV_SEED} (mulberry32): each label's rows are shuffled and ` +
  "dealt to the folds in turn. Every row is used; empty cells are filled with values fitted on the training " +
  "folds. Figures are the mean over the folds of the held-out rows' accuracy at the served cut, ROC AUC of the " +
  "score (scorecard points, or probability) and Brier score of the probability (for the scorecard, its points " +
  "through a logistic calibration fitted on the training folds).";

/**
 * The whole model card from the dataset's text: the scorecard's section on the complete rows, then the
 * seeded cross-validation of the scorecard and both trained variants, the variants fitted on every row,
 * and the chart and fairness sections. Pure and deterministic; the caller reads the file and hashes it.
 */
export function buildModelCard(csvText: string, source: { file: string; sha256: string }): ModelCard {
  const scorecard = evaluateModel(csvText, source);
  const rows = parseLoanRows(csvText);
  const oof = crossValidate(rows, CV_FOLDS, CV_SEED);
  const models = Object.fromEntries(MODEL_IDS.map((model) => [model, crossValidatedFigures(oof, model)]));
  return {
    ...scorecard,
    dataRanges: dataRanges(rows),
    crossValidation: {
      folds: CV_FOLDS,
      seed: CV_SEED,
      rows: rows.length,
      method: CV_METHOD,
      models: models as Record<ModelId, ReturnType<typeof crossValidatedFigures>>,
    },
    trained: trainedSection(rows, oof),
    ...curveSections(oof),
    fairness: fairnessSection(rows, oof),
    datasheet: datasheetStats(csvText),
  };
}
