/**
 * The words of a binary model's precision–recall and reliability charts and its fairness table (/models/<id>). Apart
 * from models.ts: those words ship with the form's island, and a static section's words need not.
 */
export const modelChartWords = {
  prTitle: "Precision–recall curve",
  prAxisX: "Recall (true-positive rate)",
  prAxisY: "Precision",
  /** Every argument formatted: `base` is the share of positive rows, the precision of a guess. */
  prSummary: (rows: string, ap: string, level: string, low: string, high: string, base: string) =>
    `The precision–recall curve of the model’s scores on ${rows} held-out rows: average precision ${ap} (${level} interval ${low} to ${high}). The dashed line is the share of positive rows, ${base}: the precision of a guess.`,
  reliabilityTitle: "Reliability",
  reliabilityAxisX: "Mean predicted probability",
  reliabilityAxisY: "Observed rate",
  /** Every argument formatted. */
  reliabilitySummary: (bins: string, level: string, brier: string, low: string, high: string) =>
    `The held-out rows in ${bins} bins of predicted probability: each bin’s mean prediction against how often the positive class occurred in it, with that rate’s ${level} interval; on the dashed diagonal the two agree. Brier score ${brier} (${level} interval ${low} to ${high}; lower is better).`,
  reliabilityTable: "The bins as a table",
  reliabilityCaption: "Reliability bins",
  reliabilityColumns: {
    bin: "Predicted",
    rows: "Rows",
    predicted: "Mean predicted",
    observed: "Observed",
    interval: "Interval",
  },
  /** `from`, `to`: percentages, formatted. */
  bin: (from: string, to: string) => `${from}–${to}`,
  /** `low`, `high`: formatted. */
  range: (low: string, high: string) => `${low} to ${high}`,
  fairnessTitle: "Fairness",
  /** `cut`, `level`: formatted. */
  fairnessIntro: (cut: string, level: string) =>
    `The true- and false-positive rates at the cut of ${cut} in each group of the attributes the owner named, each with its ${level} Wilson interval. A gap is the highest group’s rate minus the lowest’s, with its row-bootstrap interval: an interval that holds 0 cannot tell the gap from none.`,
  /** `attribute`: the field’s label. */
  fairnessCaption: (attribute: string) => `True- and false-positive rates by ${attribute}`,
  fairnessColumns: {
    group: "Group",
    positives: "Positive rows",
    tpr: "True-positive rate",
    negatives: "Negative rows",
    fpr: "False-positive rate",
  },
  intervalLabel: "interval",
  gap: "Gap, highest − lowest",
  /** `points`: formatted. */
  gapPoints: (points: string) => `${points} points`,
  /** `highest`, `lowest`: the groups’ names. */
  gapGroups: (highest: string, lowest: string) => `${highest} − ${lowest}`,
  noRows: "no rows",
  undefinedInterval: "not defined",
  /** `kept`, `resamples`: formatted. */
  resamplesKept: (kept: string, resamples: string) =>
    `A resample that drew no row of some group is left out of that gap’s interval: ${kept} of ${resamples} resamples kept.`,
  noAttribute:
    "No attribute is named for a fairness report, so none is given. Its owner names the fields to report in the model’s model.ts:",
} as const;
