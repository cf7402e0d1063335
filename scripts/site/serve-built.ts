/**
 * Starts the built production server (`node <BUILD_DIR>/server/node.js`, plain Node on compiled JS,
 * as it runs in production) as a child process on a free loopback port, for scripts.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

import { freePort, startChild, stopChild, waitUntilUp } from "../bench/child-server";

const root = join(import.meta.dirname, "..", "..");

/** The built Node entry of BUILD_DIR (default "build"), relative to the project's root. */
export function builtServerEntry(buildDir = process.env.BUILD_DIR ?? "build"): string {
  return join(buildDir, "server", "node.js");
}

export type RunningServer = { origin: string; child: ChildProcess; stop: () => Promise<void> };

/** Starts the server with `env` on top of this process's (BUILD_DIR, RATE_LIMIT_PER_MINUTE ...); resolves once `/` answers. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const entry = builtServerEntry(env.BUILD_DIR);
  if (!existsSync(join(root, entry))) throw new Error(`No built server at ${entry}: run \`npm run build\` first.`);
  const port = await freePort();
  const child = startChild({
    command: [process.execPath, entry],
    cwd: root,
    env: { PORT: String(port), HOST: "127.0.0.1", ...env },
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child);
  try {
    await waitUntilUp(child, async () => {
      const response = await fetch(`${origin}/`);
      if (!response.ok) throw new Error(`/ answered ${response.status}`);
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, child, stop };
}
