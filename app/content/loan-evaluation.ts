/**
 * The words of the demo page's evaluation sections (cross-validation, ROC and cuts, calibration,
 * fairness), loaded only with those sections. Figures are never typed here: they come from the model
 * card, passed in where a sentence needs them.
 */
/** The models the evaluation sections compare: the spec's scorecard and the served logistic regression. */
export const evaluationModels = {
  scorecard: "Scorecard",
  trained: "Trained model",
  unit: { scorecard: "points", trained: "probability" },
} as const;

export const crossValidationSection = {
  title: "Two Models, Cross-Validated",
  intro:
    "The scorecard's rules come from the specification; the logistic regression was fitted by this project on the same public data. Every application was judged by a model that had not seen it: stratified cross-validation over all the rows.",
  caption: (folds: number, rows: number, seed: number) =>
    `Mean over ${folds} folds of ${rows} applications (seed ${seed}); Brier score: lower is better`,
  columns: { model: "Model", cut: "Approves from", accuracy: "Accuracy", auc: "ROC AUC", brier: "Brier score" },
  scorecardName: "Scorecard (the specification's rules)",
  served: "served on this page",
  servingTitle: "Which variant is served, and why",
  trainingTitle: "How it was trained",
  preprocessingTitle: "Preprocessing",
  methodTitle: "Method",
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
    `ROC curves of the out-of-fold scores of ${rows} applications: at every cut, the share of refused applications approved (false-positive rate) against the share of approved ones approved (true-positive rate). ${models} The closer a curve runs to the top-left corner, the better the model ranks approved applications above refused ones; the dashed diagonal is guessing. These areas are of the pooled curves; the table above averages each fold's own, so its figures differ a little. The ring marks the cut chosen in the explorer.`,
  summaryModel: (name: string, auc: string) => `${name}: area under the curve ${auc}.`,
} as const;

export const thresholdExplorer = {
  title: "Threshold explorer",
  modelLegend: "Model",
  models: { scorecard: "Scorecard (points)", trained: "Trained model (probability)" },
  slider: "Approval cut",
  cut: { scorecard: (points: number) => `${points} points`, trained: (probability: string) => probability },
  servedMark: { scorecard: "specification", trained: "served" },
  bestMark: "best by cross-validation",
  goToServed: { scorecard: "Specification's cut", trained: "Served cut" },
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
  summaryModel: (name: string, brier: string, worst: string) =>
    `${name}: Brier score ${brier}; its widest gap is ${worst}.`,
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
    "Approval rates by sex and by marital status, each with its 95 % interval: in the lender's decisions in the data, and in each model's out-of-fold verdicts.",
  scorecardPoints: (married: number, age: number) =>
    `The scorecard gives points for marital status and for age: ${married} for being married and ${age} for an age inside its band, so two applicants who differ only in these can get different verdicts.`,
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
  gap: (first: string, second: string) => `Gap, ${first.toLowerCase()} − ${second.toLowerCase()}`,
  interval: "95 % interval",
  points: "points",
  definitions:
    "Approved: the share of a group's applications approved. Equal opportunity: of the applications the lender approved, the share a model approves too (its true-positive rate); for the lender itself it is 100 % by definition. A gap is the first group's share minus the second's, in percentage points. The label is the lender's past decision, not whether a loan was repaid, so equal opportunity here means agreeing with that lender as often for each group, nothing more.",
  smallestGroup: (group: string, rows: number, approved: number) =>
    `The smallest group (${group}) has ${rows} applications, ${approved} of them approved by the lender, so its intervals are the widest.`,
  clearGaps: (gaps: string) =>
    `Gaps whose 95 % interval leaves out 0: ${gaps}. Every other gap here has an interval that contains 0: at these group sizes it cannot be told apart from no gap.`,
  clearGap: (who: string, measure: string, first: string, second: string, value: string) =>
    `${who}'s ${measure}, ${first.toLowerCase()} − ${second.toLowerCase()}: ${value}`,
  noClearGap:
    "Every gap here has a 95 % interval that contains 0: at these group sizes none can be told apart from no gap.",
  who: { data: "the lender", scorecard: "the scorecard", trained: "the trained model" },
  measures: { approval: "approval rate", opportunity: "approval among the lender's approvals" },
  notApplicable: "—",
} as const;
