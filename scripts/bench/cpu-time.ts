/**
 * A process's CPU time (all its threads, user + system), from Linux's /proc. The bench divides
 * requests by it: requests per CPU-second hold still when other work on the machine slows every
 * server's requests per second, so they tell a busy machine from a slow server.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

// /proc counts in clock ticks; USER_HZ is 100 on nearly every Linux, asked once to be sure.
const ticksPerSecond = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout?.trim()) || 100;

/** Seconds of CPU the process has used so far; undefined where there is no /proc (or no such process). */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name (which may hold spaces, hence the last ")"): utime is the 12th, stime the 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return undefined;
  }
}
