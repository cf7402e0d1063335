/** The model page's threshold explorer (features/models/threshold/): `positive` is the positive class's name. */
export const modelThresholdWords = {
  title: "Choosing a cut",
  /** `rows`: formatted. */
  intro: (rows: string) =>
    `Move the cut on the model’s probability and see what it calls right and wrong. Every figure is counted on the ${rows} held-out rows the evaluation used.`,
  explorerTitle: "Threshold explorer",
  slider: (positive: string) => `Cut on the probability of ${positive}`,
  /** The grid's ends, named rather than written as a cut. */
  everyone: (positive: string) => `everyone called ${positive}`,
  noOne: (positive: string) => `no one called ${positive}`,
  figures: { tpr: "True-positive rate", fpr: "False-positive rate", precision: "Precision", accuracy: "Accuracy" },
  /** `rate`: a percentage; `count`, `of`: whole numbers; all formatted. */
  share: (rate: string, count: string, of: string) => `${rate} (${count} of ${of})`,
  /** Precision when no row is called positive. */
  noPositives: "— (none called)",
  /** Each figure as `share` writes it. */
  summary: (cut: string, tpr: string, fpr: string, precision: string, accuracy: string) =>
    `At ${cut}: true-positive rate ${tpr}, false-positive rate ${fpr}, precision ${precision}, accuracy ${accuracy}.`,
  matrixCaption: (rows: number) => `The model’s calls on ${rows} held-out rows at this cut`,
  predictedPositive: (positive: string) => `Called ${positive}`,
  predictedNegative: (positive: string) => `Called not ${positive}`,
  actualPositive: (positive: string) => `Actually ${positive}`,
  actualNegative: (positive: string) => `Actually not ${positive}`,
  cellNames: {
    truePositive: "true positives",
    falseNegative: "false negatives",
    falsePositive: "false positives",
    trueNegative: "true negatives",
  },
  /** `cut`: the default cut, formatted. */
  defaultNotDecision: (cut: string) =>
    `The default cut of ${cut} is a default, not a decision: no cost stands behind it. Choose a cut from what a false positive costs against a false negative.`,
  costTitle: "A cut from costs",
  costRatio: "What one false positive costs, against one false negative",
  /** `fp`, `fn`: the ratio's two terms, formatted ("2 to 1", "1 to 8"). */
  ratio: (fp: string, fn: string) => `${fp} to ${fn}`,
  /** Costs in false negatives' worth per row; cuts as the slider writes them. */
  leastCost: (
    ratio: string,
    cut: string,
    cost: string,
    atDefault: string,
    defaultCut: string,
    all: string,
    none: string,
  ) =>
    `At ${ratio}, the cut with the least expected cost is ${cut}: ${cost} false negatives’ worth per row, against ${atDefault} at the default cut of ${defaultCut}, ${all} calling everyone positive and ${none} calling no one. It is chosen on the rows it is measured on, so its cost is optimistic.`,
  bayes: (cut: string, cost: string) =>
    `The Bayes cut, fixed before seeing the data, calls a row positive from a probability of ${cut} (the ratio over one plus the ratio): for calibrated probabilities, the least costly rule. On these rows it costs ${cost}.`,
  bayesCostlier: (cut: string, cost: string, best: string) =>
    `The Bayes cut, from a probability of ${cut}, costs ${cost} on these rows, more than calling every row the same way (${best}): here the probabilities are not calibrated enough for the rule to hold.`,
  goToCost: "Least-cost cut",
} as const;
