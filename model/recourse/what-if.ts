import type { DataLimits } from "../card/data-limits";
import type { ServedModel } from "../card/parts";
import type { Prediction } from "../fields";
import type { LoanApplication } from "../schema";
import { scoreApplication } from "../scorecard/scorecard";
import { predictTrained } from "../trained/regression";
import { outOfData } from "../uncertainty/out-of-data";

/** The amounts a what-if curve varies, one at a time, all else held at the applicant's own values. */
export const WHAT_IF_FIELDS = ["Income", "LoanAmount"] as const;
export type WhatIfField = (typeof WHAT_IF_FIELDS)[number];

/**
 * A curve runs from the applicant's own amount divided by this to the amount times this: a stated multiple of
 * the applicant's own, so the curve stays about this applicant (a range from the dataset would put a modest
 * income at one end of a 150–81,000 axis). An own amount of 0 has no multiples: the curve then spans the same
 * multiples of the training median (the served model's imputation value) and starts at 0.
 */
export const WHAT_IF_SPAN = 4;

/** Points on each side of the centre, evenly spaced in log: ÷2 and ×2 fall on points 8 and 24. */
const STEPS_PER_SIDE = 16;

/** The trained model a curve asks: its parameters (with the imputation, for the median) and its served cut. */
export type WhatIfModel = Pick<ServedModel, "parameters" | "cut">;

export type WhatIfPoint = {
  value: number;
  /** The trained model's P(approved), unrounded, and its verdict at the cut: none where the application, with this
   * amount, lies outside the data (model/uncertainty/out-of-data.ts). */
  probability: number;
  trained: Prediction | null;
  /** The scorecard's points and its verdict (50 points or more). */
  score: number;
  scorecard: Prediction;
};

/**
 * A stretch of the range where one model's verdict holds, from its first to its last whole amount; for the trained
 * model, `null` where it gives none (outside the data).
 */
export type VerdictRun = { prediction: Prediction | null; from: number; to: number };
/** The scorecard always decides: its runs are all verdicts. */
export type ScorecardRun = VerdictRun & { prediction: Prediction };

export type WhatIfCurve = {
  field: WhatIfField;
  own: number;
  /** Where the applicant's own amount is among the points. */
  ownIndex: number;
  cut: number;
  points: WhatIfPoint[];
  /** Each model's verdict over the range, the boundaries exact to the whole amount (not just at the points). */
  runs: { trained: VerdictRun[]; scorecard: ScorecardRun[] };
};

/**
 * The whole amounts a curve visits: the centre (the own amount, or the median when that is 0) times
 * WHAT_IF_SPAN^(k / 16) for k = −16..16, rounded, with the own amount itself, ascending and without repeats.
 */
export function whatIfValues(own: number, median: number): number[] {
  const centre = own > 0 ? own : median;
  const values = Array.from({ length: 2 * STEPS_PER_SIDE + 1 }, (_, i) =>
    Math.round(centre * WHAT_IF_SPAN ** ((i - STEPS_PER_SIDE) / STEPS_PER_SIDE)),
  );
  return [...new Set([...values, own])].sort((a, b) => a - b);
}

type Verdicts = (value: number) => { trained: Prediction | null; scorecard: Prediction };

/**
 * The smallest whole amount in (low, high] with the verdict `high` has, for a verdict that changes once between
 * them: both models' verdicts are monotone in each amount (the trained model through one log1p column, the
 * scorecard through its income-to-loan bands), and the stretch outside the data is each end of the range beyond
 * one interval (the leverage is convex in each log amount).
 */
function firstWithVerdict(low: number, high: number, verdictAt: (value: number) => Prediction | null): number {
  const wanted = verdictAt(high);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (verdictAt(middle) === wanted) high = middle;
    else low = middle;
  }
  return high;
}

function runsOf(points: readonly WhatIfPoint[], model: "trained" | "scorecard", verdicts: Verdicts): VerdictRun[] {
  const runs: VerdictRun[] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last?.prediction === point[model]) {
      last.to = point.value;
      continue;
    }
    // Between the last point of one run and the first of the next, the exact amount where the verdict turns.
    const from = last ? firstWithVerdict(last.to, point.value, (value) => verdicts(value)[model]) : point.value;
    if (last) last.to = from - 1;
    runs.push({ prediction: point[model], from, to: point.value });
  }
  return runs;
}

/**
 * Individual conditional expectation: the trained model's probability and verdict (none outside the data), and the
 * scorecard's points and verdict, as one amount of this application varies over whatIfValues and every other field
 * stays as it is. Pure; asks model/trained/regression.ts, model/uncertainty/out-of-data.ts and
 * model/scorecard/scorecard.ts, the code that answers the API.
 */
export function whatIfCurve(
  application: LoanApplication,
  field: WhatIfField,
  model: WhatIfModel,
  limits: DataLimits,
): WhatIfCurve {
  const own = application[field];
  const median = Number(model.parameters.imputation[field] ?? own);
  const at = (value: number): WhatIfPoint => {
    const changed = { ...application, [field]: value };
    const trained = predictTrained(changed, model.parameters, model.cut);
    const outside = outOfData(changed, limits, model.parameters.columns).abstention !== null;
    const scorecard = scoreApplication(changed);
    return {
      value,
      probability: trained.probability,
      trained: outside ? null : trained.prediction,
      score: scorecard.score,
      scorecard: scorecard.prediction,
    };
  };
  const points = whatIfValues(own, median).map(at);
  return {
    field,
    own,
    ownIndex: points.findIndex((point) => point.value === own),
    cut: model.cut,
    points,
    runs: { trained: runsOf(points, "trained", at), scorecard: runsOf(points, "scorecard", at) as ScorecardRun[] },
  };
}
