/** The attack script's instruments: the server's memory over time, visitors' waits, the attacker process. */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";

import { median } from "#model/uncertainty/percentile";

import { cpuSeconds, rssMB, starvation, type Visit, visit } from "./probes";

/** The built server under attack, as attack.ts started it. */
export type ServerUnderAttack = { child: ChildProcess; pid: number; port: number };

/** Past this much resident memory the server is killed: the machine is shared, and the point is made. */
export const SAFETY_MB = 3_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Samples the server's RSS every 100 ms: the peak so far, and whether it was killed at SAFETY_MB. */
export function watchMemory(server: ServerUnderAttack) {
  const state = { peak: rssMB(server.pid), killed: false };
  const timer = setInterval(() => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return;
    try {
      state.peak = Math.max(state.peak, rssMB(server.pid));
    } catch {
      return; // it exited between the check and the read
    }
    if (state.peak >= SAFETY_MB) {
      state.killed = true;
      server.child.kill("SIGKILL");
    }
  }, 100);
  return { state, stop: () => clearInterval(timer) };
}

/** A figure in MB for the table, "≥ 3000 (killed)" when the safety limit stopped the server. */
export function mb(value: number, killed = false): string {
  return killed ? `≥ ${SAFETY_MB} (killed)` : `${Math.round(value)} MB`;
}

/**
 * A visitor from another address (127.0.0.2): one request every `everyMs`, each on a new connection,
 * alternating between `paths`, each waiting at most 5 s. `stop` resolves with every visit.
 */
export function watchVisitors(port: number, everyMs: number, paths = ["/api/health", "/"]) {
  const visits: Visit[] = [];
  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const started = performance.now();
      visits.push(await visit(port, paths[i % paths.length] ?? "/"));
      await sleep(Math.max(0, everyMs - (performance.now() - started)));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return visits;
    },
  };
}

/**
 * "median 4 ms, max 120 ms, 0 of 180 unanswered": the waits of the answered visits and how many got none
 * (a timeout, a reset, an error or a 5xx).
 */
export function describeVisits(visits: readonly Visit[]): string {
  const answered = visits.filter((v) => typeof v.status === "number" && v.status < 500).map((v) => v.ms);
  answered.sort((a, b) => a - b);
  const middle = answered.length > 0 ? median(answered, "higher") : 0;
  const slowest = answered.at(-1) ?? 0;
  const unanswered = `${visits.length - answered.length} of ${visits.length} unanswered`;
  return `median ${Math.round(middle)} ms, max ${Math.round(slowest)} ms, ${unanswered}`;
}

/**
 * Watches how much CPU the server uses and how starved of CPU the machine is (probes.ts): `stop` gives
 * "server 45 % of a core; machine starved ×3.1", the starvation being the worse of the start and the end.
 */
export function watchCpu(server: ServerUnderAttack) {
  const startedAt = performance.now();
  const startCpu = cpuSeconds(server.pid);
  const before = starvation();
  return {
    stop: () => {
      const share = (cpuSeconds(server.pid) - startCpu) / ((performance.now() - startedAt) / 1000);
      return `server ${Math.round(share * 100)} % of a core; machine starved ×${Math.max(before, starvation()).toFixed(1)}`;
    },
  };
}

/** Runs the attacker process (attacker.ts) in `mode` for `seconds`; `done` resolves with its tally. */
export function runAttacker(mode: "flood" | "slots", port: number, count: number, seconds: number) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", join(import.meta.dirname, "attacker.ts"), mode, String(port), String(count), String(seconds)],
    { cwd: join(import.meta.dirname, "../../.."), stdio: ["ignore", "pipe", "inherit"] },
  );
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const done = new Promise<Record<string, number>>((resolve) =>
    child.once("exit", () => resolve(out ? (JSON.parse(out) as Record<string, number>) : {})),
  );
  return { done, stop: () => child.kill("SIGKILL") };
}
