import type { ModelCard } from "../card/model-card";
import { CV_FOLDS, CV_REPEATS, CV_SEED } from "./cross-validation/folds";
import { repeatedCrossValidation } from "./cross-validation/repeats";
import { parseLoanRows } from "./dataset";
import { ROW_BOOTSTRAP_RESAMPLES, ROW_BOOTSTRAP_SEED, rowBootstrap } from "./intervals/row-bootstrap";
import { costCuts } from "./sections/cost-cuts";
import { crossValidationSection } from "./sections/cross-validation";
import { curveSections } from "./sections/curves";
import { dataLimits } from "./sections/data-limits";
import { dataRanges } from "./sections/data-ranges";
import { datasheetStats } from "./sections/datasheet";
import { fairnessSection } from "./sections/fairness";
import { bootstrapRefits } from "./sections/refits";
import { evaluateModel } from "./sections/scorecard";
import { trainedSection } from "./sections/trained";

/**
 * The whole model card from the dataset's text: the scorecard's section on the complete rows, then the
 * seeded repeated cross-validation of the scorecard, both trained variants and the baselines, the variants
 * fitted on every row (the served one chosen over the repeats) and refitted on bootstrap resamples, the chart
 * sections (from the first repeat), and fairness and the cost-based cuts (every repeat pooled). Pure and
 * deterministic; the caller reads the file and hashes it.
 */
export function buildModelCard(csvText: string, source: { file: string; sha256: string }): ModelCard {
  const scorecard = evaluateModel(csvText, source);
  const rows = parseLoanRows(csvText);
  const cv = repeatedCrossValidation(rows, CV_FOLDS, CV_REPEATS, CV_SEED);
  const first = cv.runs[0];
  if (!first) throw new Error("The cross-validation needs at least one repeat.");
  const trained = trainedSection(rows, cv);
  const replicates = rowBootstrap(cv, ROW_BOOTSTRAP_RESAMPLES, ROW_BOOTSTRAP_SEED);
  const crossValidation = crossValidationSection(cv, replicates, CV_SEED, trained.served);
  const { cut: _scorecardCut, ...scorecardFigures } = crossValidation.models.scorecard;
  const { cut: _trainedCut, ...trainedFigures } = crossValidation.models[trained.served];
  return {
    ...scorecard,
    dataRanges: dataRanges(rows),
    dataLimits: dataLimits(rows, trained.variants[trained.served]),
    headline: { scorecard: scorecardFigures, trained: trainedFigures },
    crossValidation,
    trained,
    ...curveSections(first),
    fairness: fairnessSection(rows, cv),
    costCuts: costCuts(cv, scorecard.calibration),
    datasheet: datasheetStats(csvText),
    refits: bootstrapRefits(rows, trained.served),
  };
}
