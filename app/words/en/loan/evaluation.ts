/**
 * The words of the demo page's evaluation sections (cross-validation, ROC and cuts, calibration,
 * fairness), loaded only with those sections. Figures are never typed here: they come from the model
 * card, passed in where a sentence needs them.
 */
/** The models the evaluation sections compare: the hand-written scorecard and the served logistic regression. */
export const evaluationModels = {
  scorecard: "Hand-written scorecard",
  trained: "Trained model",
  unit: { scorecard: "points", trained: "probability" },
} as const;

export const crossValidationSection = {
  title: "Two Models, Cross-Validated",
  intro:
    "The hand-written scorecard's rules and points come from the first version of this demo, where they were written by hand as a lending rule of thumb; they were never fitted to any data. The logistic regression was fitted by this project on the public data, whose label is the lender's past decision to approve, not whether a loan was repaid. Every application was judged by a model that had not seen it, in stratified cross-validation over all the rows, repeated with fresh shuffles; beside the models stand three baselines measured in the same splits.",
  caption: (folds: number, repeats: number, rows: number) =>
    `Mean over ${repeats} repeats of ${folds}-fold cross-validation on ${rows} applications; beneath it, its split-to-split 95 % interval, then its sampling error (95 %); Brier score: lower is better`,
  columns: { model: "Model", cut: "Approves from", accuracy: "Accuracy", auc: "ROC AUC", brier: "Brier score" },
  groups: { models: "Models", alternatives: "Measured, not served", baselines: "Baselines" },
  scorecardName: "The hand-written scorecard",
  alternativeNames: {
    "credit-history-unknown": "Served model, an unknown credit history as its own category",
    "all-columns": "Every column of the data set (not on the form)",
  },
  baselineNames: {
    "always-approve": "Always approve",
    "credit-history-rule": "Credit history only, as a rule",
    "credit-history-logistic": "Credit history only, logistic regression",
  },
  baselineCuts: { "always-approve": "everyone", "credit-history-rule": "credit history 1" },
  noProbability: "none (a rule)",
  interval: (low: string, high: string) => `${low} to ${high}`,
  intervalLabel: "split-to-split 95 % interval",
  samplingLabel: "sampling error, 95 %",
  samplingPrefix: "±",
  intervalsTitle: "Two kinds of interval",
  intervalsExplained:
    "The split-to-split interval says how much a figure moves from one split of these 614 applications to another. The sampling error says how much it could move with another 614 applicants scored by the same fitted models: it does not refit them, so it leaves out how much the fit itself would change with other applicants, and the true uncertainty is larger.",
  served: "served on this page",
  comparisonsTitle: "Paired comparisons",
  comparisonsIntro:
    "In every split, one model's figure minus the other's; the mean of those differences with its split-to-split 95 % interval and its sampling error. Where the split-to-split interval contains 0, the two cannot be told apart.",
  comparisonNames: {
    trainedVsScorecard: "Trained model minus the hand-written scorecard",
    trainedVsCreditHistory: "Trained model minus credit history alone (logistic regression)",
    withVsWithoutGenderMarried: "Every field minus without Gender and Married",
    unknownCreditVsServed: "An unknown credit history as its own category minus filled with 1",
    allColumnsVsServed: "Every column of the data set minus the form's fields (served)",
  },
  aucDifference: (difference: string, interval: string, sampling: string, indistinguishable: boolean) =>
    `ROC AUC ${difference} (split-to-split 95 % interval ${interval}; sampling error ${sampling}): ${indistinguishable ? "the split-to-split interval contains 0, so the two cannot be told apart" : "the split-to-split interval excludes 0"}.`,
  brierDifference: (difference: string, interval: string, sampling: string) =>
    `Brier score ${difference} (split-to-split 95 % interval ${interval}; sampling error ${sampling}; below 0 favours the first).`,
  unknownTitle: "An unknown credit history",
  unknownIntro: (rows: number, approved: string) =>
    `${rows} applications in the data have no credit history; the lender approved ${approved} of them. The form asks for one, so the served model never meets an unknown one, but it learnt from those rows: it fills them with the most frequent value, 1.`,
  allColumnsTitle: "What the form's nine fields cost",
  allColumns: (auc: string, aucInterval: string, brier: string, brierInterval: string, differ: string) =>
    `A variant on every column of the data set (the form's fields with sex and marital status, the co-applicant's income, the loan term, dependents, and total income over the loan) ranks applications ROC AUC ${auc} apart from the served model (split-to-split 95 % interval ${aucInterval}) with a Brier score ${brier} apart (${brierInterval}); their verdicts differ on ${differ} applications per repeat. It is not served: the form does not ask for those fields.`,
  allColumnsUndetectable:
    "As far as these 614 applications can tell, leaving them out costs no accuracy the intervals can detect.",
  allColumnsDetectable:
    "As far as these 614 applications can tell, the extra columns change the ranking by more than the split-to-split interval allows for chance.",
  beyondTitle: "What the trained model adds beyond credit history",
  verdicts: (differing: string, rows: number, repeats: number, none: boolean) =>
    `Out of fold, at its served cut, the trained model's verdicts differ from the rule "approve when credit history is 1" (an empty cell filled as the model fills it) in ${differing} of ${rows} applications, in each of the ${repeats} repeats${none ? ": it approves exactly the applicants that rule approves, so its accuracy is the rule's" : ""}.`,
  verdictRange: (min: number, max: number) => (min === max ? `${min}` : `${min} to ${max}`),
  ranking: (difference: string, interval: string, better: boolean, indistinguishable: boolean) =>
    indistinguishable
      ? `Its ranking cannot be told apart from credit history alone's: ROC AUC ${difference} (95 % interval ${interval}).`
      : `It ranks applications ${better ? "better" : "worse"} than credit history alone: ROC AUC ${difference} (95 % interval ${interval}), from the other fields.`,
  probabilities: (difference: string, interval: string, better: boolean, indistinguishable: boolean) =>
    indistinguishable
      ? `Its probabilities are not measurably better calibrated than credit history alone's: Brier score ${difference} (95 % interval ${interval}).`
      : `Its probabilities are ${better ? "better" : "worse"} calibrated than credit history alone's: Brier score ${difference} (95 % interval ${interval}).`,
  servingTitle: "Which variant is served, and why",
  trainingTitle: "How it was trained",
  preprocessingTitle: "Preprocessing",
  methodTitle: "Method",
  intervalTitle: "How the intervals are computed",
} as const;

export const rocSection = {
  title: "ROC Curves and the Approval Cut",
  intro:
    "How well each model ranks approved applications above refused ones, and what any approval cut would have done, from out-of-fold scores.",
  chartTitle: "ROC curves",
  axisX: "False-positive rate",
  axisY: "True-positive rate",
  legend: (name: string, auc: string) => `${name}, AUC ${auc}`,
  summary: (rows: number, models: string) =>
    `ROC curves of the out-of-fold scores of ${rows} applications: at every cut, the share of refused applications approved (false-positive rate) against the share of approved ones approved (true-positive rate). ${models} The closer a curve runs to the top-left corner, the better the model ranks approved applications above refused ones; the dashed diagonal is guessing. These areas are of the pooled curves of the first repeat; the table above averages every split's own, so its figures differ a little. The ring marks the cut chosen in the explorer.`,
  summaryModel: (name: string, auc: string) => `${name}: area under the curve ${auc}.`,
} as const;

export const thresholdExplorer = {
  title: "Threshold explorer",
  modelLegend: "Model",
  models: { scorecard: "Hand-written scorecard (points)", trained: "Trained model (probability)" },
  slider: "Approval cut",
  cut: { scorecard: (points: number) => `${points} points`, trained: (probability: string) => probability },
  /** The grid's ends, named rather than written as a cut. */
  everyone: { approved: "approve everyone", refused: "refuse everyone" },
  servedMark: { scorecard: "the scorecard's cut", trained: "served" },
  bestMark: "best by cross-validation",
  goToServed: { scorecard: "The scorecard's cut", trained: "Served cut" },
  defaultNotDecision:
    "The served cuts (50 points, a probability of 0.5) are defaults, not decisions: no cost stands behind them. A lender would choose a cut from what a wrong approval costs against a wrong refusal.",
  costTitle: "A cut from costs",
  costRatio: "One wrongly approved loan costs as much as this many wrongly refused applicants",
  costRatioValue: (ratio: string) => `${ratio} refusals`,
  costSummary: (
    model: string,
    ratio: string,
    cut: string,
    rate: string,
    lender: string,
    cost: string,
    served: string,
    refuse: string,
  ) =>
    `${model}: at a cost ratio of ${ratio}, the explorer's cut with the least expected cost is ${cut}. It approves ${rate} of applicants, against the lender's ${lender}; its expected cost is ${cost} wrong refusals' worth per applicant, against ${served} at the served cut and ${refuse} refusing everyone. It is chosen on the applications it is measured on, so its cost is optimistic.`,
  /** The Bayes cut beside it: r / (1 + r) on the calibrated probability, fixed before the data. */
  bayes: (probability: string, rate: string, cost: string) =>
    `The Bayes cut, fixed before seeing the data: approve from a calibrated probability of ${probability}, where a wrong approval's expected cost falls below a wrong refusal's. On the same applications it approves ${rate} and costs ${cost}.`,
  bayesCostlier: (probability: string, cost: string, refuse: string) =>
    `The Bayes cut, approving from a calibrated probability of ${probability}, would cost ${cost} here, more than refusing everyone (${refuse}): at the top the probabilities overstate approval. So it is not offered; refusing everyone is the cheaper policy.`,
  goToCost: "Least-cost cut",
  costMark: "least cost at this ratio",
  goToBest: "Best cut",
  metrics: { accuracy: "Accuracy", precision: "Precision", recall: "Recall", approvalRate: "Approval rate" },
  noApprovals: "—",
  summary: (model: string, cut: string, accuracy: string, precision: string, recall: string, rate: string) =>
    `${model} at ${cut}: accuracy ${accuracy}, precision ${precision}, recall ${recall}, approval rate ${rate}.`,
  matrixCaption: (rows: number) => `Out-of-fold verdicts on ${rows} applications at this cut`,
} as const;

export const calibrationSection = {
  title: "Calibration",
  intro:
    "When a model gives an approval probability, is that the share of such applications the lender really approved? Out-of-fold probabilities, grouped into bins a tenth wide.",
  chartTitle: "Reliability diagram",
  axisX: "Predicted probability of approval",
  axisY: "Share actually approved",
  summary: (models: string) =>
    `Reliability diagram of both models' out-of-fold probabilities. ${models} Points on the dashed diagonal are perfectly calibrated; above it a model is too cautious, below it too generous.`,
  summaryModel: (name: string, brier: string, interval: string, worst: string) =>
    `${name}: Brier score ${brier} (95 % interval ${interval}); its widest gap is ${worst}.`,
  gap: (from: string, to: string, rows: number, predicted: string, observed: string) =>
    `for probabilities from ${from} to ${to} (${rows} applications), predicted ${predicted} against ${observed} approved`,
  scorecardNote:
    "The scorecard's probability is its points through a logistic calibration fitted on the training folds.",
  tableSummary: "The numbers behind the chart",
  columns: { bin: "Predicted", rows: "Applications", predicted: "Mean predicted", observed: "Approved" },
  bin: (from: string, to: string) => `${from}–${to}`,
} as const;

export const fairnessSection = {
  title: "Fairness",
  intro:
    "Approval rates by sex and by marital status, each with its 95 % interval (sampling error, from resampling the applicants): in the lender's decisions in the data, and in each model's out-of-fold verdicts over every repeat.",
  scorecardPoints: (married: number, age: number) =>
    `The hand-written scorecard gives points for marital status and for age: ${married} for being married and ${age} for an age inside its band, so two applicants who differ only in these can get different verdicts.`,
  trainedNote: (readsSex: boolean, readsMarried: boolean, rule: string) => {
    const reads =
      readsSex && readsMarried
        ? "reads sex and marital status"
        : readsSex || readsMarried
          ? `reads ${readsSex ? "sex" : "marital status"} but not ${readsSex ? "marital status" : "sex"}`
          : "reads neither sex nor marital status";
    return `The trained model never sees age (the dataset has none). The served variant ${reads}. ${rule}`;
  },
  attributes: { Gender: "Sex", Married: "Marital status" },
  groups: { Male: "Male", Female: "Female", Yes: "Married", No: "Not married" } as Record<string, string>,
  caption: (attribute: string, missing: number) =>
    `Approval rates by ${attribute.toLowerCase()} (${missing} applications without it left out)`,
  columns: { group: "Group", rows: "Applications", data: "The lender (the data)" },
  approvalTitle: "Approved",
  opportunityTitle: "Approved among the applications the lender approved (equal opportunity)",
  falsePositiveTitle: "Approved among the applications the lender refused (false-positive rate)",
  gap: (first: string, second: string) => `Gap, ${first.toLowerCase()} − ${second.toLowerCase()}`,
  interval: "95 % interval (sampling error)",
  points: "points",
  definitions:
    "Approved: the share of a group's applications approved. Equal opportunity: of the applications the lender approved, the share a model approves too (its true-positive rate); for the lender itself it is 100 % by definition. False-positive rate: of the applications the lender refused, the share a model approves anyway. A gap is the first group's share minus the second's, in percentage points. The label is the lender's past decision, not whether a loan was repaid, so equal opportunity here means agreeing with that lender as often for each group, nothing more.",
  smallestGroup: (group: string, rows: number, approved: number) =>
    `The smallest group (${group}) has ${rows} applications, ${approved} of them approved by the lender, so its intervals are the widest.`,
  clearGaps: (gaps: string) =>
    `Gaps whose 95 % interval leaves out 0: ${gaps}. Every other gap here has an interval that contains 0: at these group sizes it cannot be told apart from no gap.`,
  clearGap: (who: string, measure: string, first: string, second: string, value: string) =>
    `${who}'s ${measure}, ${first.toLowerCase()} − ${second.toLowerCase()}: ${value}`,
  noClearGap:
    "Every gap here has a 95 % interval that contains 0: at these group sizes none can be told apart from no gap.",
  who: { data: "the lender", scorecard: "the hand-written scorecard", trained: "the trained model" },
  measures: {
    approval: "approval rate",
    opportunity: "approval among the lender's approvals",
    falsePositive: "approval among the lender's refusals",
  },
  notApplicable: "—",
} as const;
