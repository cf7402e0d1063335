/**
 * The loan models' settings and the model card's figures as docs/models.md (outside its generated blocks, which
 * scripts/model/models-doc.test.ts checks) and docs/api.md quote them.
 */
import { bootstrapRefits } from "#model/card/bootstrap-refits";
import { coverageSummary } from "#model/card/interval-coverage";
import { modelEvaluation } from "#model/card/model-evaluation";
import { servingCard } from "#model/card/serving-card";
import { contentVersion } from "#model/identity/versions";
import { INCOME_MULTIPLE } from "#model/recourse/bounds";
import { WHAT_IF_SPAN, whatIfValues } from "#model/recourse/what-if";
import { roundFigure } from "#model/round-figure";
import { LoanApplicationSchema } from "#model/schema";
import { predictionFor } from "#model/scorecard/predict";
import { APPROVAL_THRESHOLD, SCORECARD_RULES } from "#model/scorecard/scorecard";
import { trainedPredictionFor } from "#model/trained/predict";
import { REGULARISATION_C } from "#model/training/fitting/train-variant";
import { recourseSweep, SWEEP_APPLICANTS } from "#scripts/model/recourse-sweep";

import { type DocFigure, docText, grouped, nth, percent, word } from "./figures";

const CARD = "model/card/serving-card.json";
const EVALUATION = "model/card/model-evaluation.json";
const REFITS = "model/card/bootstrap-refits.json";
const { dataset, dataRanges, dataLimits, headline, served, metrics } = servingCard;
const { crossValidation: cv, bestCut } = modelEvaluation;
const income = dataLimits.amounts.find((amount) => amount.field === "Income")!;

/** A difference as docs/models.md writes it: a sign always, the minus as U+2212. */
const signed = (value: number) => `${value < 0 ? "−" : "+"}${roundFigure(Math.abs(value), 3).toFixed(3)}`;

// The scorecard's most points: each rule's largest award.
const maxPoints =
  SCORECARD_RULES.creditHistory +
  Math.max(...SCORECARD_RULES.incomeToLoan.map((band) => band.points)) +
  SCORECARD_RULES.graduate +
  SCORECARD_RULES.married +
  SCORECARD_RULES.age.points +
  Math.max(...Object.values(SCORECARD_RULES.propertyArea)) +
  SCORECARD_RULES.notSelfEmployed;
const whatIfPoints = whatIfValues(1000, 1000).length;
const versionDigits = contentVersion("model", {}).split("@")[1]!.length;
const { comparisons, verdicts } = cv;
const unknownCredit = modelEvaluation.trained.unknownCreditHistory.decision;
const credit = modelEvaluation.datasheet.values.find((column) => column.column === "Credit_History")!;
const unknownCreditRows = credit.counts.find((count) => count.value === null)!;
const gender = modelEvaluation.fairness.attributes.find((attribute) => attribute.attribute === "Gender")!;
const women = gender.groups.find((group) => group.group === "Female")!;
const recorded = gender.groups.reduce((sum, group) => sum + group.rows, 0);

// docs/api.md's examples: each body it sends, and the answer the served models give it now.
const bodies = [...docText("docs/api.md").matchAll(/-d '(\{[^']+\})'/g)].map((match) =>
  LoanApplicationSchema.parse(JSON.parse(match[1]!)),
);
const example = predictionFor(bodies[0]!, bootstrapRefits);
const outside = trainedPredictionFor(bodies[1]!, bootstrapRefits);
const exampleTrained = trainedPredictionFor(bodies[0]!, bootstrapRefits);
const interval = ({ low, high, level }: { low: number; high: number; level: number }) =>
  `"interval":{"low":${low},"high":${high},"level":${level}}`;

// How many in 10 an interval holds, by the probes' coverage: one figure when every probe rounds to it.
const inTen = ({ low, high }: { low: number; high: number }) =>
  Math.round(low * 10) === Math.round(high * 10)
    ? `${Math.round(low * 10)}`
    : `${Math.round(low * 10)}–${Math.round(high * 10)}`;
const coverage = coverageSummary().trained;
const COVERAGE = "model/card/interval-coverage.json (the trained model's probes, by credit history)";

// The cost ratios at which the served model's least-cost cut refuses everyone.
const refusingRatios = modelEvaluation.costCuts.models["without-gender-married"]
  .filter((row) => "everyone" in row.least && row.least.everyone === "refused")
  .map((row) => row.ratio);
const and = (items: (string | number)[]) =>
  new Intl.ListFormat("en-GB", { type: "conjunction" }).format(items.map(String));

const sweep = recourseSweep();
const SWEEP = "scripts/model/recourse-sweep.ts (its tallies)";

const models = "docs/models.md";
const api = "docs/api.md";

export const MODEL_FIGURES: DocFigure[] = [
  // docs/models.md, outside its generated blocks
  { doc: models, says: `in \`model/data/\` (${dataset.rows} rows;`, from: `${CARD} (dataset.rows)` },
  {
    doc: models,
    says: `rule points out of ${maxPoints}, approved from ${APPROVAL_THRESHOLD}`,
    from: "model/scorecard/scorecard.ts (SCORECARD_RULES)",
  },
  {
    doc: models,
    says: `(scorecard ≥ ${APPROVAL_THRESHOLD} points, a logistic regression's P ≥ ${served.cut},`,
    from: `model/scorecard/scorecard.ts (APPROVAL_THRESHOLD) and ${CARD} (served.cut)`,
  },
  {
    doc: models,
    says: `The verdict stays at ${APPROVAL_THRESHOLD} points`,
    from: "model/scorecard/scorecard.ts (APPROVAL_THRESHOLD)",
  },
  {
    doc: models,
    says: `The served cuts (${APPROVAL_THRESHOLD} points, P ≥ ${served.cut})`,
    from: `model/scorecard/scorecard.ts (APPROVAL_THRESHOLD) and ${CARD} (served.cut)`,
  },
  {
    doc: models,
    says: `default L2 penalty (C = ${REGULARISATION_C})`,
    from: "model/training/fitting/train-variant.ts (REGULARISATION_C)",
  },
  {
    doc: models,
    says: `${cv.repeats} repeats of stratified ${cv.folds}-fold cross-validation on all ${cv.rows} rows, so J = ${cv.splits}`,
    from: `${EVALUATION} (crossValidation)`,
  },
  {
    doc: models,
    says: `t = ${cv.tQuantile}, Student's t quantile for ${cv.splits - 1} degrees of freedom`,
    from: `${EVALUATION} (crossValidation.tQuantile, splits)`,
  },
  {
    doc: models,
    says: `For the ${cv.splits} per-split values`,
    from: `${EVALUATION} (crossValidation.splits)`,
  },
  {
    doc: models,
    says: `sample variance s² (divided by ${cv.splits - 1})`,
    from: `${EVALUATION} (crossValidation.splits)`,
  },
  {
    doc: models,
    says: `n_test/n_train = 1/${cv.folds - 1} for ${cv.folds} folds`,
    from: `${EVALUATION} (crossValidation.folds)`,
  },
  {
    doc: models,
    says: `The tables give the mean over the ${cv.splits} splits`,
    from: `${EVALUATION} (crossValidation.splits)`,
  },
  {
    doc: models,
    says: `Over the ${cv.splits} splits the cost is`,
    from: `${EVALUATION} (crossValidation.splits)`,
  },
  {
    doc: models,
    says: `out of ${cv.rows} rows, in each of the ${cv.repeats} repeats`,
    from: `${EVALUATION} (crossValidation)`,
  },
  {
    doc: models,
    says: `so it is (1 + D²) / ${dataLimits.leverage.rows} for D`,
    from: `${CARD} (dataLimits.leverage.rows)`,
  },
  {
    doc: models,
    says: `would give ${Math.round(bootstrapRefits.level * 10)} times in 10`,
    from: `${REFITS} (level)`,
  },
  {
    doc: models,
    says: `(at ratios ${and(refusingRatios)} it is refusing everyone`,
    from: `${EVALUATION} (costCuts, the served model's least-cost cuts)`,
  },
  {
    doc: models,
    says: `the first repeat (seed ${cv.seed}), all ${cv.rows} rows`,
    from: `${EVALUATION} (crossValidation)`,
  },
  {
    doc: models,
    says:
      `(scorecard: ${bestCut.models.scorecard.cut} points, ${percent(bestCut.models.scorecard.accuracy, 1)}; served ` +
      `trained: ${bestCut.models["without-gender-married"].cut}, ${percent(bestCut.models["without-gender-married"].accuracy, 1)})`,
    from: `${EVALUATION} (bestCut)`,
  },
  {
    doc: models,
    says: `use the ${dataset.rowsEvaluated} complete rows`,
    from: `${CARD} (dataset.rowsEvaluated)`,
  },
  { doc: models, says: `not those rows' ${percent(metrics.accuracy, 2)}`, from: `${CARD} (metrics.accuracy)` },
  {
    doc: models,
    says: `its accuracy is the rule's, ${percent(headline.trained.accuracy.mean, 1)}`,
    from: `${CARD} (headline.trained.accuracy)`,
  },
  {
    doc: models,
    says: `(${percent(headline.trained.accuracy.mean, 1)} against ${percent(headline.scorecard.accuracy.mean, 1)})`,
    from: `${CARD} (headline)`,
  },
  {
    doc: models,
    says: `${signed(served.decision.aucCost.mean)} AUC with an interval from ${signed(served.decision.aucCost.low)} to ${signed(served.decision.aucCost.high)}`,
    from: `${CARD} (served.decision.aucCost)`,
  },
  {
    doc: models,
    says: `${signed(served.decision.aucCost.mean)} [${signed(served.decision.aucCost.low)}, ${signed(served.decision.aucCost.high)}]`,
    from: `${CARD} (served.decision.aucCost)`,
  },
  {
    doc: models,
    says: `differ on ${served.decision.differingVerdicts.min} to ${served.decision.differingVerdicts.max} of ${served.decision.differingVerdicts.rows} rows per repeat`,
    from: `${CARD} (served.decision.differingVerdicts)`,
  },
  {
    doc: models,
    says: `an income of at most ${INCOME_MULTIPLE === 2 ? "twice" : `${INCOME_MULTIPLE} times`} the applicant's own or the dataset's highest ApplicantIncome (${grouped(dataRanges.maxIncome)})`,
    from: `model/recourse/bounds.ts (INCOME_MULTIPLE) and ${CARD} (dataRanges.maxIncome)`,
  },
  { doc: models, says: `(${dataRanges.minLoanAmount} thousand)`, from: `${CARD} (dataRanges.minLoanAmount)` },
  {
    doc: models,
    says: `from a quarter to ${word(WHAT_IF_SPAN)} times the applicant's own (${whatIfPoints} points`,
    from: "model/recourse/what-if.ts (WHAT_IF_SPAN, STEPS_PER_SIDE)",
  },
  {
    doc: models,
    says: `${bootstrapRefits.resamples} bootstrap resamples of the ${dataset.rows} rows (mulberry32 seed ${bootstrapRefits.seed})`,
    from: `${REFITS} (resamples, seed)`,
  },
  {
    doc: models,
    says: `A probability's ${percent(bootstrapRefits.level)} interval is the ${nth(Math.round((1 - bootstrapRefits.level) * 50))} to the ${nth(Math.round((1 + bootstrapRefits.level) * 50))} percentile of the ${bootstrapRefits.resamples} refits'`,
    from: `${REFITS} (level, resamples)`,
  },
  {
    doc: models,
    says: `the same ${dataLimits.leverage.rowsAbove} rows above the threshold`,
    from: `${CARD} (dataLimits.leverage.rowsAbove)`,
  },
  {
    doc: models,
    says: `the first ${versionDigits} hexadecimal digits`,
    from: "model/identity/versions.ts (contentVersion)",
  },

  {
    doc: models,
    says: `AUC ${signed(comparisons.trainedVsCreditHistory.auc.mean)} over a logistic regression on credit history alone`,
    from: `${EVALUATION} (crossValidation.comparisons.trainedVsCreditHistory)`,
  },
  {
    doc: models,
    says: `(Brier difference ${roundFigure(Math.abs(comparisons.trainedVsCreditHistory.brier.mean), 3).toFixed(3)},`,
    from: `${EVALUATION} (crossValidation.comparisons.trainedVsCreditHistory)`,
  },
  {
    doc: models,
    says: `in ${verdicts.trainedVsCreditHistoryRule.max} rows in every repeat`,
    from: `${EVALUATION} (crossValidation.verdicts.trainedVsCreditHistoryRule)`,
  },
  {
    doc: models,
    says: `without Gender and Married in ${verdicts.withVsWithoutGenderMarried.min} to ${verdicts.withVsWithoutGenderMarried.max} rows`,
    from: `${EVALUATION} (crossValidation.verdicts.withVsWithoutGenderMarried)`,
  },
  {
    doc: models,
    says: `pooled over all ${cv.repeats} repeats`,
    from: `${EVALUATION} (crossValidation.repeats)`,
  },
  {
    doc: models,
    says: `with ${women.rows} women among ${recorded} applicants whose sex is recorded`,
    from: `${EVALUATION} (fairness.attributes, Gender)`,
  },
  {
    doc: models,
    says: `(${unknownCreditRows.rows} rows; the lender approved ${percent(unknownCreditRows.approved / unknownCreditRows.rows)} of them)`,
    from: `${EVALUATION} (datasheet.values, Credit_History)`,
  },
  {
    doc: models,
    says:
      `it gains ${signed(unknownCredit.aucCost.mean)} (${signed(unknownCredit.aucCost.low)} to ` +
      `${signed(unknownCredit.aucCost.high)}) and changes at most ${unknownCredit.differingVerdicts.max} of ` +
      `${unknownCredit.differingVerdicts.rows} verdicts a repeat`,
    from: `${EVALUATION} (trained.unknownCreditHistory.decision)`,
  },
  {
    doc: models,
    says:
      `of ${grouped(SWEEP_APPLICANTS)} random applicants, the served model refuses ${grouped(sweep.trained.refusals)}, ` +
      `every one with a bad credit history; ${sweep.trained.withoutOption === 0 ? "none" : grouped(sweep.trained.withoutOption)} is left without an option`,
    from: SWEEP,
  },
  {
    doc: models,
    says:
      sweep.trained.onlyCreditHistory === sweep.trained.refusals
        ? "and every option is a good credit history"
        : `and ${grouped(sweep.trained.onlyCreditHistory)} are offered only a good credit history`,
    from: SWEEP,
  },
  {
    doc: models,
    says:
      `The scorecard refuses ${grouped(sweep.scorecard.refusals)}; ${grouped(sweep.scorecard.onlyCreditHistory)} of them ` +
      `are offered only a good credit history, and the highest income it suggests is ${grouped(sweep.scorecard.highestIncome)}.`,
    from: SWEEP,
  },
  {
    doc: models,
    says:
      `With a good credit history the intervals hold about ${inTen(coverage.goodCredit)} fresh answers in 10; ` +
      `without one, about ${inTen(coverage.poorCredit)}.`,
    from: COVERAGE,
  },

  // docs/api.md
  {
    doc: api,
    says:
      `it holds about ${inTen(coverage.goodCredit)} in 10 fresh answers with a good credit history and about ` +
      `${inTen(coverage.poorCredit)} in 10 without one`,
    from: COVERAGE,
  },
  {
    doc: api,
    says: `# → {"prediction":"${example.prediction}","score":${example.score},"probability":${example.probability},`,
    from: "model/scorecard/predict.ts (predictionFor, on the example's body)",
  },
  {
    doc: api,
    says: `${interval(example.interval)},"warnings":[],"modelVersion":"${example.modelVersion}"}`,
    from: "model/scorecard/predict.ts (predictionFor, on the example's body)",
  },
  {
    doc: api,
    says: `{"prediction":"${exampleTrained.prediction}","abstention":null,"probability":${exampleTrained.probability},"cut":${exampleTrained.cut},`,
    from: "model/trained/predict.ts (trainedPredictionFor, on the first example's body)",
  },
  {
    doc: api,
    says: `"probability":${outside.probability},${interval(outside.interval)},…,"warnings":[{"kind": # "${outside.warnings[0]!.kind}"`,
    from: "model/trained/predict.ts (trainedPredictionFor, on the second example's body)",
  },
  {
    doc: api,
    says: `"modelVersion":"${outside.modelVersion}"}`,
    from: "model/trained/predict.ts (trainedPredictionFor, on the second example's body)",
  },
  {
    doc: api,
    says: `its leverage under the trained model's design is ${outside.warnings[0]!.value}, above`,
    from: "model/trained/predict.ts (trainedPredictionFor, on the second example's body)",
  },
  {
    doc: api,
    says: `the ${nth(Math.round((1 - bootstrapRefits.level) * 50))} to the ${nth(Math.round((1 + bootstrapRefits.level) * 50))} percentile of the probabilities of ${bootstrapRefits.resamples} refits`,
    from: `${REFITS} (level, resamples)`,
  },
  {
    doc: api,
    says: `the probabilities of ${bootstrapRefits.resamples} refits`,
    from: `${REFITS} (resamples)`,
  },
  {
    doc: api,
    says: `above ${dataLimits.leverage.threshold.toFixed(4)}, which ${dataLimits.leverage.rowsAbove} of the ${dataLimits.leverage.rows}`,
    from: `${CARD} (dataLimits.leverage)`,
  },
  { doc: api, says: `"limit":${dataLimits.leverage.threshold},`, from: `${CARD} (dataLimits.leverage.threshold)` },
  {
    doc: api,
    says: `set so that ${dataLimits.leverage.rowsAbove} of the ${dataLimits.leverage.rows} training rows lie beyond it`,
    from: `${CARD} (dataLimits.leverage)`,
  },
  { doc: api, says: `"side":"below","limit":${income.min}}`, from: `${CARD} (dataLimits.amounts, Income)` },
];
