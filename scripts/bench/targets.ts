/** The bench's targets (see bench-api.ts), checked against its measured servers. */
import { type AutocannonResult, medianRatio, type Summary } from "./bench-rounds";

export const TARGETS = { nodeRatio: 5, workerdRatio: 3, nodeP99Ms: 10 };

export type Measured = { name: string; rounds: AutocannonResult[]; summary: Summary };
/** `ok` is undefined when a server the check needs was skipped. */
export type Check = { target: string; actual?: string; ok?: boolean };

function ratioCheck(label: string, target: number, api?: Measured, reference?: Measured): Check {
  const check = { target: `${label} ÷ FastAPI ≥ ${target}× (req/s)` };
  if (!api || !reference) return check;
  // Each round's servers ran back to back, so a round's ratio compares them under the same load.
  const ratio = medianRatio(api.rounds, reference.rounds);
  return { ...check, actual: `${ratio.toFixed(2)}×`, ok: ratio >= target };
}

type Servers = {
  node?: Measured;
  workerd?: Measured;
  fastApi?: Measured;
  /** The model kit's predict endpoint, and FastAPI serving the same XGBoost model (scripts/bench/kit.ts). */
  kitNode?: Measured;
  kitWorkerd?: Measured;
  kitFastApi?: Measured;
};

/**
 * Throughput ratios to the reference (the loan API's to its FastAPI, the kit's to its own), Node's p99, and no
 * errors or non-2xx answers on any server that ran.
 */
export function checkTargets(servers: Servers): Check[] {
  const { node, workerd, fastApi, kitNode, kitWorkerd, kitFastApi } = servers;
  const p99 = { target: `Node p99 < ${TARGETS.nodeP99Ms} ms` };
  return [
    ratioCheck("Node", TARGETS.nodeRatio, node, fastApi),
    ratioCheck("workerd", TARGETS.workerdRatio, workerd, fastApi),
    ratioCheck("Kit on Node", TARGETS.nodeRatio, kitNode, kitFastApi),
    ratioCheck("Kit in workerd", TARGETS.workerdRatio, kitWorkerd, kitFastApi),
    node ? { ...p99, actual: `${node.summary["p99 ms"]} ms`, ok: node.summary["p99 ms"] < TARGETS.nodeP99Ms } : p99,
    ...[node, workerd, fastApi, kitNode, kitWorkerd, kitFastApi]
      .filter((server) => server !== undefined)
      .map(({ name, summary }) => ({
        target: `${name}: no errors, no non-2xx`,
        actual: `${summary.errors} errors, ${summary.non2xx} non-2xx`,
        ok: summary.errors === 0 && summary.non2xx === 0,
      })),
  ];
}

/** Prints one line per check; returns whether any failed (a skipped check does not). */
export function printChecks(checks: Check[]): boolean {
  for (const { target, actual, ok } of checks) {
    const verdict = ok === undefined ? "SKIP" : ok ? "PASS" : "FAIL";
    console.log(`${verdict}  ${target}: ${actual ?? "not measured (a server was skipped)"}`);
  }
  return checks.some((check) => check.ok === false);
}
