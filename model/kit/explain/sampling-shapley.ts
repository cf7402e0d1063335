import { mulberry32 } from "../../mulberry32";
import type { KitPredictor, KitRow } from "../types";
import type { Explanation, Readout } from "./explanation";

/** The default budget: model evaluations (rows scored), and the seed that makes an explanation reproducible. */
export const SAMPLING_EVALUATIONS = 2000;
export const SAMPLING_SEED = 1;
/** Permutations scored in one predict call: fewer calls, and the budget is checked between them. */
const BATCH = 16;

export type SamplingBudget = {
  /** At most this many rows scored in all (background and x included). */
  evaluations?: number;
  /** And at most this many milliseconds by `clock`, checked between batches. Workers' clocks stand still while code runs, so the evaluations are the budget there. */
  ms?: number;
  clock?: () => number;
  seed?: number;
};

function shuffled(n: number, random: () => number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * Sampling Shapley values (Štrumbelj and Kononenko, "Explaining prediction models and individual predictions
 * with feature contributions", 2014): each sample takes a random order of the fields and a background row b
 * (the background in a seeded shuffled order, cycled, so every row is used equally often), starts from b and
 * switches the fields to x's values one at a time in that order; each switch's change in the readout is that
 * field's marginal contribution. A field's contribution is the mean of its marginals, with standard error
 * sd / √samples. The game is the interventional one: v(S) = mean over b of g(x_S, b_rest).
 *
 * base is the mean readout over the whole background. The sampled contributions add up to g(x) minus the mean over
 * the background rows drawn; the small rest is shared out in proportion to each contribution's variance (the
 * least-squares adjustment under the sum constraint), so base + Σ contributions = g(x) exactly. The standard
 * errors are the sampling's, before that adjustment.
 */
export function samplingShapley(
  predictor: KitPredictor,
  x: KitRow,
  background: readonly KitRow[],
  fields: readonly string[],
  readout: Readout,
  budget: SamplingBudget = {},
): Explanation {
  const { evaluations = SAMPLING_EVALUATIONS, ms = Number.POSITIVE_INFINITY, clock, seed = SAMPLING_SEED } = budget;
  const p = fields.length;
  const B = background.length;
  if (B === 0) throw new Error("Sampling Shapley needs background rows.");
  const start = clock?.();
  const first = predictor.predict([x, ...background]);
  const gx = readout.read(first, 0);
  const gb = Float64Array.from({ length: B }, (_, i) => readout.read(first, i + 1));
  const base = gb.reduce((sum, value) => sum + value, 0) / B;
  let used = B + 1;
  if (p === 1) {
    // One field takes the whole difference: nothing to sample.
    return {
      method: "sampling-shapley",
      units: readout.units,
      note: `With one field, its contribution is the prediction minus the mean over ${B} background rows, exactly.`,
      prediction: gx,
      base,
      contributions: [{ field: fields[0]!, value: gx - base, standardError: 0 }],
      work: { evaluations: used, permutations: 0 },
    };
  }

  const random = mulberry32(seed);
  const cycle = shuffled(B, random);
  const sum = new Float64Array(p);
  const squares = new Float64Array(p);
  let samples = 0;
  // Each permutation scores p − 1 new rows: its start (b) and end (x) are known already.
  const perSample = p - 1;
  while (used + perSample <= evaluations && (clock === undefined || clock() - start! < ms)) {
    const count = Math.min(BATCH, Math.floor((evaluations - used) / perSample));
    const orders: number[][] = [];
    const starts: number[] = [];
    const rows: KitRow[] = [];
    for (let s = 0; s < count; s++) {
      const order = shuffled(p, random);
      const b = cycle[(samples + s) % B]!;
      orders.push(order);
      starts.push(b);
      const current = [...background[b]!];
      for (let k = 0; k < p - 1; k++) {
        current[order[k]!] = x[order[k]!]!;
        rows.push([...current]);
      }
    }
    const output = predictor.predict(rows);
    orders.forEach((order, s) => {
      let previous = gb[starts[s]!]!;
      for (let k = 0; k < p; k++) {
        const next = k === p - 1 ? gx : readout.read(output, s * (p - 1) + k);
        const marginal = next - previous;
        sum[order[k]!]! += marginal;
        squares[order[k]!]! += marginal * marginal;
        previous = next;
      }
    });
    samples += count;
    used += count * (p - 1);
  }
  if (samples < 2)
    throw new Error(
      `A budget of ${evaluations} evaluations leaves fewer than two samples for ${p} fields and ${B} background rows.`,
    );

  const mean = Float64Array.from(sum, (total) => total / samples);
  const variance = Float64Array.from(
    squares,
    (total, j) => Math.max(0, (total / samples - mean[j]! ** 2) * (samples / (samples - 1))) / samples,
  );
  const rest = gx - base - mean.reduce((total, value) => total + value, 0);
  const spread = variance.reduce((total, value) => total + value, 0);
  return {
    method: "sampling-shapley",
    units: readout.units,
    note: `Estimated from ${samples} random orders of the fields over ${B} background rows (${used} model evaluations); ± is one standard error.`,
    prediction: gx,
    base,
    contributions: fields.map((field, j) => ({
      field,
      value: mean[j]! + (spread > 0 ? (rest * variance[j]!) / spread : rest / p),
      standardError: Math.sqrt(variance[j]!),
    })),
    work: { evaluations: used, permutations: samples },
  };
}
