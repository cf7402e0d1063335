/**
 * Pins a benchmark's load generator and its servers to different CPUs (Linux, `taskset`), so that
 * neither steals the other's core and the servers all run under the same conditions.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** The CPUs this process may run on, from /proc ("0-1", "0,3", "2-5,8"); empty where unknown. */
function allowedCpus(): number[] {
  let status: string;
  try {
    status = readFileSync("/proc/self/status", "utf8");
  } catch {
    return [];
  }
  const list = /^Cpus_allowed_list:\s*(.+)$/m.exec(status)?.[1] ?? "";
  return list.split(",").flatMap((part) => {
    const [first, last = first] = part.trim().split("-").map(Number);
    if (first === undefined || last === undefined || !Number.isInteger(first) || !Number.isInteger(last)) return [];
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  });
}

export type Pinning = {
  /** The command prefix that runs a server on the last allowed CPU; empty when not pinned. */
  serverPrefix: string[];
  /** Where everything runs, in words. */
  description: string;
};

/** Moves this process (all its threads) to the first allowed CPU and keeps the last for the servers. */
export function pinLoadAndServers(): Pinning {
  const cpus = allowedCpus();
  const [loadCpu, serverCpu] = [cpus[0], cpus.at(-1)];
  if (loadCpu === undefined || serverCpu === undefined || loadCpu === serverCpu) {
    return { serverPrefix: [], description: "CPUs shared" };
  }
  const pinned = spawnSync("taskset", ["--all-tasks", "--cpu-list", "--pid", String(loadCpu), String(process.pid)], {
    stdio: "ignore",
  });
  if (pinned.status !== 0) return { serverPrefix: [], description: "CPUs shared (no taskset)" };
  return {
    serverPrefix: ["taskset", "--cpu-list", String(serverCpu)],
    description: `servers on CPU ${serverCpu}, autocannon on CPU ${loadCpu}`,
  };
}
