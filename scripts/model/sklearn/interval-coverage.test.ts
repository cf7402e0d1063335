import { describe, expect, it } from "vitest";

import { bootstrapRefits } from "#model/card/bootstrap-refits";
import { coverageSummary, intervalCoverage } from "#model/card/interval-coverage";
import { servingCard } from "#model/card/serving-card";
import { EXAMPLE_APPLICATION } from "#model/example-application";
import type { LoanApplication } from "#model/schema";
import { outOfData } from "#model/uncertainty/out-of-data";
import { scorecardInterval, trainedInterval } from "#model/uncertainty/prediction-interval";

/**
 * model/card/interval-coverage.json, written by scripts/model/sklearn/interval-coverage.py with scikit-learn: the share of
 * 2,000 fresh answers, simulated with the served models as the truth, that each served interval held. Its figures
 * are written out below; after `npm run model:train` moves the intervals, the first test fails until the script
 * is run again.
 */
describe("the intervals' coverage, simulated with scikit-learn", () => {
  it("was simulated on the intervals the committed refits give, for probes the trained model answers", () => {
    for (const probe of intervalCoverage.trained) {
      const application = { ...EXAMPLE_APPLICATION, ...probe.application } as LoanApplication;
      const { low, high } = trainedInterval(application, bootstrapRefits);
      expect([low, high]).toEqual([probe.interval.low, probe.interval.high]);
      const { abstention } = outOfData(application, servingCard.dataLimits, servingCard.served.parameters.columns);
      expect(abstention).toBeNull();
    }
    for (const probe of intervalCoverage.scorecard) {
      const { low, high } = scorecardInterval(probe.score, bootstrapRefits);
      expect([low, high]).toEqual([probe.interval.low, probe.interval.high]);
    }
    expect(intervalCoverage).toMatchObject({ simulations: 2000, level: bootstrapRefits.level });
  });

  it("holds about 9 in 10 fresh answers with a good credit history, and about 7 in 10 without one", () => {
    // The script's output: good credit history 0.9195, 0.8975, 0.9155, 0.893, 0.938; none 0.744, 0.6675, 0.668;
    // the scorecard at 40, 50, 60, 70, 85 and 100 points 0.896, 0.899, 0.89, 0.9015, 0.922, 0.933.
    expect(intervalCoverage.trained.map((probe) => probe.coverage)).toEqual([
      0.9195, 0.8975, 0.9155, 0.893, 0.938, 0.744, 0.6675, 0.668,
    ]);
    expect(intervalCoverage.scorecard.map((probe) => probe.coverage)).toEqual([
      0.896, 0.899, 0.89, 0.9015, 0.922, 0.933,
    ]);
    expect(coverageSummary()).toEqual({
      simulations: 2000,
      trained: { goodCredit: { low: 0.893, high: 0.938 }, poorCredit: { low: 0.6675, high: 0.744 } },
      scorecard: { low: 0.89, high: 0.933 },
    });
  });
});
