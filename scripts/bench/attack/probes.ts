/**
 * What the attack script (scripts/bench/attack/attack.ts) and the server's attack tests measure with: a process's
 * resident memory, a visitor's wait, and one connection's pipelined burst. Loopback only.
 */
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";

/** A process's resident set (VmRSS in /proc/<pid>/status, Linux) in MB (10^6 bytes), as the issue reports it. */
export function rssMB(pid: number): number {
  const kB = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  if (kB === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return (Number(kB) * 1024) / 1e6;
}

/** The CPU time (user and system) a process has used, in seconds, from /proc/<pid>/stat (Linux, 100 ticks a second). */
export function cpuSeconds(pid: number): number {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * How starved of CPU this machine is: the wall time of 100 ms of busy work over the CPU time it got (1 on
 * a machine with a core to spare; 5 when five others want the same core). On a shared machine a server
 * waits for a CPU as well as for its own work, and no design can answer within 100 ms when it gets a
 * tenth of a core, so a wait is read in time of a whole CPU: divided by this factor.
 */
export function starvation(): number {
  const cpu = process.cpuUsage();
  const started = performance.now();
  while (performance.now() - started < 100);
  const used = process.cpuUsage(cpu);
  return Math.max(1, 100 / Math.max(1, (used.user + used.system) / 1000));
}

/** One GET as the issue wrote it: 27 bytes for "/", so 2,000 of them make one 54 KB write. */
export function pipelinedGets(count: number, path = "/"): string {
  return `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`.repeat(count);
}

export type Visit = { ms: number; status: number } | { ms: number; status: "timeout" | "error" };

/**
 * A visitor's request on a fresh connection from `localAddress` (another loopback address is another
 * client): how long until the whole answer was read, or "timeout" after `timeoutMs`.
 */
export function visit(port: number, path: string, localAddress = "127.0.0.2", timeoutMs = 5_000): Promise<Visit> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path, localAddress, agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on("end", () => resolve({ ms: elapsed(), status: res.statusCode ?? 0 }));
      res.on("error", () => resolve({ ms: elapsed(), status: "error" }));
    });
    req.on("timeout", () => {
      req.destroy();
      resolve({ ms: elapsed(), status: "timeout" });
    });
    req.on("error", () => resolve({ ms: elapsed(), status: "error" }));
    req.end();
  });
}

export type BurstOutcome = {
  /** Answers whose status line was read (only counted when reading). */
  answers: number;
  bytesRead: number;
  /** How long after the write the server closed the connection; undefined when it was still open at `holdMs`. */
  closedAfterMs: number | undefined;
};

/**
 * Writes `count` pipelined GETs of `path` on one connection from `localAddress`, in a single write, then
 * reads the answers (counting status lines) or, with `read: false`, never reads a byte: a blank line (which
 * HTTP allows between requests) then goes out every 100 ms, as a socket that never reads notices that its
 * peer has gone only when it writes. Resolves when the server closes the connection, or after `holdMs`.
 */
export function pipelinedBurst(
  port: number,
  options: { count: number; path?: string; read: boolean; holdMs: number; localAddress?: string },
): Promise<BurstOutcome> {
  const { count, path = "/", read, holdMs, localAddress = "127.0.0.1" } = options;
  const outcome: BurstOutcome = { answers: 0, bytesRead: 0, closedAfterMs: undefined };
  const socket = connect({ port, host: "127.0.0.1", localAddress });
  let sent = 0;
  let probe: NodeJS.Timeout | undefined;
  if (!read) socket.pause();
  // A status line may be split between two reads: the last few characters are carried over.
  let carried = "";
  socket.on("data", (chunk: Buffer) => {
    outcome.bytesRead += chunk.length;
    const text = carried + chunk.toString("latin1");
    for (const match of text.matchAll(/HTTP\/1\.1 \d{3} /g)) {
      if (match.index + match[0].length > carried.length) outcome.answers++;
    }
    carried = text.slice(-13);
  });
  socket.on("error", () => {});
  socket.once("connect", () => {
    socket.write(pipelinedGets(count, path));
    sent = performance.now();
    if (!read) probe = setInterval(() => socket.write("\r\n"), 100);
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => socket.destroy(), holdMs);
    const serverClosed = () => (outcome.closedAfterMs ??= performance.now() - sent);
    socket.once("end", serverClosed);
    socket.once("error", serverClosed);
    socket.once("close", () => {
      clearTimeout(timer);
      clearInterval(probe);
      resolve(outcome);
    });
  });
}
