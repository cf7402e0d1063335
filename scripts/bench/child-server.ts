/** Servers as child processes, for scripts: a free loopback port, waiting until one answers, stopping it. */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

/** A loopback port nothing listens on right now (the OS picks it; another process could still take it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** How to run one server: the command and its environment, on top of this process's. */
export type ServerCommand = { command: string[]; cwd?: string; env?: Record<string, string> };

/** Starts `command` behind `prefix` (e.g. taskset); its stdout is dropped, its stderr shown. */
export function startChild({ command, cwd, env }: ServerCommand, prefix: string[] = []): ChildProcess {
  const [executable, ...args] = [...prefix, ...command];
  if (!executable) throw new Error("empty command");
  return spawn(executable, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
}

/**
 * Polls with `probe` until it resolves, for up to `timeoutMs`. A probe that throws an Error whose
 * message starts with "unexpected" stops the wait at once: the server is up but answers wrongly.
 */
export async function waitUntilUp<T>(child: ChildProcess, probe: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering`);
    }
    try {
      return await probe();
    } catch (error) {
      if (error instanceof Error && error.message.startsWith("unexpected")) throw error;
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`no answer within ${timeoutMs / 1000} s`, { cause: lastError });
}

/** SIGTERM, then resolves once the process has exited (at once when it already has). */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
