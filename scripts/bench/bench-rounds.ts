/** autocannon's results, and how the bench sums up a server's rounds (see bench-api.ts). */
import { createRequire } from "node:module";

import { median } from "#model/uncertainty/percentile";

type Histogram = { average: number; p50: number; p99: number };
export type AutocannonResult = {
  requests: Histogram & { total: number };
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  start: Date;
  finish: Date;
};
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

// autocannon ships no types; this is the part of its programmatic API used here.
export const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export type Summary = { "req/s": number; "p50 ms": number; "p99 ms": number; errors: number; non2xx: number };

/** Requests per second over a whole round, from its own start and finish. */
function throughput(round: AutocannonResult): number {
  return round.requests.total / ((round.finish.getTime() - round.start.getTime()) / 1000);
}

/** The median round's throughput and latencies; errors and non-2xx answers of all rounds. */
export function summarise(rounds: AutocannonResult[]): Summary {
  return {
    "req/s": Math.round(median(rounds.map(throughput), "higher")),
    "p50 ms": median(
      rounds.map((r) => r.latency.p50),
      "higher",
    ),
    "p99 ms": median(
      rounds.map((r) => r.latency.p99),
      "higher",
    ),
    errors: rounds.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/** The median over rounds (the upper middle one: a measured round's) of `a`'s throughput ÷ `b`'s in the same round. */
export function medianRatio(a: AutocannonResult[], b: AutocannonResult[]): number {
  return median(
    a.map((round, i) => throughput(round) / (b[i] ? throughput(b[i]) : Number.NaN)),
    "higher",
  );
}
