import { describe, expect, it } from "vitest";

import type { OutOfFold } from "../cross-validation/held-out";
import type { RepeatedRuns } from "../cross-validation/repeats";
import { servedVariant, servingDecision } from "./trained";

describe("servedVariant", () => {
  const detectable = { mean: 0.02, low: 0.004, high: 0.036 };
  const undetectable = { mean: 0.012, low: -0.007, high: 0.031 };

  it("serves every field only when dropping Gender and Married costs detectable AUC and changes a verdict", () => {
    expect(servedVariant(detectable, [0, 3, 1])).toBe("all-fields");
  });

  it("serves the variant without them when the cost's interval reaches 0 or below", () => {
    expect(servedVariant(undetectable, [0, 3, 1])).toBe("without-gender-married");
    expect(servedVariant({ mean: 0.01, low: 0, high: 0.02 }, [5])).toBe("without-gender-married");
    expect(servedVariant({ mean: -0.02, low: -0.03, high: -0.01 }, [5])).toBe("without-gender-married");
  });

  it("serves the variant without them when no out-of-fold verdict changes, however large the cost", () => {
    expect(servedVariant(detectable, [0, 0, 0])).toBe("without-gender-married");
  });
});

/** One repeat of four rows in two folds: the variants' probabilities, which decide the verdicts at 0.5. */
function run(allFields: number[], without: number[]): OutOfFold {
  return {
    folds: [0, 0, 1, 1],
    labels: [true, false, true, false],
    scores: { "all-fields": allFields, "without-gender-married": without },
    probabilities: { "all-fields": allFields, "without-gender-married": without },
  } as unknown as OutOfFold;
}

/** Two repeats × two folds = four splits; only the two variants' AUCs matter to the decision. */
function runs(aucAll: number[], aucWithout: number[], sameVerdicts: boolean): RepeatedRuns {
  const flip = sameVerdicts ? 0.7 : 0.3;
  return {
    folds: 2,
    runs: [run([0.8, 0.2, 0.7, 0.4], [0.9, 0.1, 0.6, 0.3]), run([0.8, 0.2, 0.7, 0.4], [0.9, 0.1, flip, 0.3])],
    splits: {
      "all-fields": { accuracy: [], auc: aucAll, brier: [] },
      "without-gender-married": { accuracy: [], auc: aucWithout, brier: [] },
    },
  } as unknown as RepeatedRuns;
}

describe("servingDecision", () => {
  // Differences 0.10, 0.11, 0.09, 0.10: mean 0.10, s² = (0 + 1e-4 + 1e-4 + 0) / 3 = 6.667e-5. Two folds, so
  // n_test/n_train = 1: (1/4 + 1) · s² = 8.333e-5, √ = 0.0091287; × t(3) = 3.1824463 gives 0.0290518.
  // The interval 0.0709 to 0.1291 lies above 0.
  const aucAll = [0.8, 0.82, 0.81, 0.83];
  const aucWithout = [0.7, 0.71, 0.72, 0.73];

  it("keeps every field when the cost is detectable and a verdict changes", () => {
    const { served, decision } = servingDecision(runs(aucAll, aucWithout, false));
    expect(decision.aucCost).toEqual({ mean: 0.1, low: 0.0709, high: 0.1291 });
    expect(decision.costDetectable).toBe(true);
    // The second repeat's third row: 0.7 (approved) against 0.3 (refused).
    expect(decision.differingVerdicts).toEqual({ rows: 4, min: 0, max: 1 });
    expect(served).toBe("all-fields");
  });

  it("drops Gender and Married when every verdict stays the same", () => {
    const { served, decision } = servingDecision(runs(aucAll, aucWithout, true));
    expect(decision.differingVerdicts).toEqual({ rows: 4, min: 0, max: 0 });
    expect(served).toBe("without-gender-married");
  });

  it("drops them when the cost's interval contains 0", () => {
    // Differences 0.02, −0.01, 0.01, −0.02: mean 0, so the interval straddles 0 whatever its width.
    const { served, decision } = servingDecision(runs(aucAll, [0.78, 0.83, 0.8, 0.85], false));
    expect(decision.costDetectable).toBe(false);
    expect(decision.aucCost.low).toBeLessThan(0);
    expect(served).toBe("without-gender-married");
  });
});
