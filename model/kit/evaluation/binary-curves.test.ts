import { describe, expect, it } from "vitest";

import binary from "#tests/fixtures/models/stats/binary.json";

import { prPoints, reliabilityBins, rocPoints, thinCurve } from "./binary-curves";
import { rankByScore } from "./ranking";

// Expected values: scikit-learn's roc_curve, precision_recall_curve and calibration_curve on the same rows
// (tests/fixtures/models/stats/make_evaluation.py); the rows' probabilities are rounded to 3 decimals, so many tie.
const ranking = rankByScore(binary.probability);
const positive = Uint8Array.from(binary.label);

describe("rocPoints and prPoints", () => {
  it("give scikit-learn's ROC curve (drop_intermediate=False), one vertex per distinct score", () => {
    const points = rocPoints(ranking, positive);
    expect(points).toHaveLength(binary.expected.roc.fpr.length);
    points.forEach((point, k) => {
      expect(point.fpr).toBeCloseTo(binary.expected.roc.fpr[k]!, 14);
      expect(point.tpr).toBeCloseTo(binary.expected.roc.tpr[k]!, 14);
    });
  });

  it("give scikit-learn's precision–recall curve, from recall 0 and precision 1", () => {
    const points = prPoints(ranking, positive);
    expect(points).toHaveLength(binary.expected.pr.recall.length);
    points.forEach((point, k) => {
      expect(point.recall).toBeCloseTo(binary.expected.pr.recall[k]!, 14);
      expect(point.precision).toBeCloseTo(binary.expected.pr.precision[k]!, 14);
    });
  });
});

describe("reliabilityBins", () => {
  it("bins as calibration_curve does, with each bin's Wilson interval", () => {
    const bins = reliabilityBins(binary.probability, positive);
    const { observed, predicted, bins: counted } = binary.expected.reliability;
    expect(bins.map((bin) => bin.from * 10)).toEqual(counted.map((bin) => bin.bin));
    bins.forEach((bin, k) => {
      expect(bin.observedRate).toBeCloseTo(observed[k]!, 14);
      expect(bin.meanPredicted).toBeCloseTo(predicted[k]!, 14);
      expect(bin.rows).toBe(counted[k]!.rows);
      expect(bin.low).toBeCloseTo(counted[k]!.low, 12);
      expect(bin.high).toBeCloseTo(counted[k]!.high, 12);
    });
  });

  it("puts a probability on an inner edge in the lower bin, and 0 and 1 in the end bins", () => {
    // 0.1 → [0, 0.1]; 0.3 → (0.2, 0.3] (0.3 < 3 × 0.1 = 0.30000000000000004); 0 → first bin; 1 → last.
    const bins = reliabilityBins([0.1, 0.3, 0, 1], [1, 0, 0, 1]);
    expect(bins.map((bin) => [bin.from, bin.rows])).toEqual([
      [0, 2],
      [0.2, 1],
      [0.9, 1],
    ]);
  });

  it("refuses a value outside [0, 1]", () => {
    expect(() => reliabilityBins([1.2], [1])).toThrow(/\[0, 1\]/);
  });
});

describe("thinCurve", () => {
  it("keeps the ends and every vertex at least one step from the last kept", () => {
    const points = [0, 0.001, 0.005, 0.0052, 0.02, 1].map((x) => ({ x, y: x }));
    expect(thinCurve(points, ["x", "y"], 0.004).map((point) => point.x)).toEqual([0, 0.005, 0.02, 1]);
  });
});
