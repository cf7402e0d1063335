import type { ConfusionMatrix } from "#model/card/figures";

/** What approving at one cut does, from that cut's confusion matrix. Precision and recall are null with nothing to divide. */
export type CutMetrics = {
  rows: number;
  accuracy: number;
  precision: number | null;
  recall: number | null;
  approvalRate: number;
  /** The point this cut is on the ROC curve. */
  falsePositiveRate: number;
  truePositiveRate: number;
};

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export function metricsAt(matrix: ConfusionMatrix): CutMetrics {
  const { truePositive: tp, falsePositive: fp, trueNegative: tn, falseNegative: fn } = matrix;
  const rows = tp + fp + tn + fn;
  return {
    rows,
    accuracy: (tp + tn) / rows,
    precision: share(tp, tp + fp),
    recall: share(tp, tp + fn),
    approvalRate: (tp + fp) / rows,
    falsePositiveRate: share(fp, fp + tn) ?? 0,
    truePositiveRate: share(tp, tp + fn) ?? 0,
  };
}
