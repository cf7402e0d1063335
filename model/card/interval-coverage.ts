import coverage from "./interval-coverage.json";

/** One probe's served 90 % interval and the share of simulated fresh answers that fell inside it. */
type Probe = { interval: { low: number; high: number }; coverage: number };

/**
 * model/card/interval-coverage.json, written by scripts/model/sklearn/interval-coverage.py: in simulations where the served
 * models are the truth, how often a fresh answer (the model refitted on another sample of past applicants) falls
 * inside the served interval, for probe applications of the trained model and scores of the scorecard.
 */
export type IntervalCoverage = {
  method: string;
  simulations: number;
  seed: number;
  level: number;
  trained: (Probe & { application: Record<string, string | number> })[];
  scorecard: (Probe & { score: number })[];
};

export const intervalCoverage: IntervalCoverage = coverage as IntervalCoverage;

/** The lowest and highest coverage among some probes. */
export type CoverageRange = { low: number; high: number };

/** What the page cites beside an interval: the coverage's range by credit history (trained) and over the scores. */
export type CoverageSummary = {
  simulations: number;
  trained: { goodCredit: CoverageRange; poorCredit: CoverageRange };
  scorecard: CoverageRange;
};

function range(probes: readonly Probe[]): CoverageRange {
  const shares = probes.map((probe) => probe.coverage);
  return { low: Math.min(...shares), high: Math.max(...shares) };
}

export function coverageSummary(file: IntervalCoverage = intervalCoverage): CoverageSummary {
  const credit = (value: number) => file.trained.filter((probe) => probe.application.Credit_History === value);
  return {
    simulations: file.simulations,
    trained: { goodCredit: range(credit(1)), poorCredit: range(credit(0)) },
    scorecard: range(file.scorecard),
  };
}
