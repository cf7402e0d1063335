/** The bench's servers: how to start the API on Node and the FastAPI reference, or why one is skipped. */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { basename, join } from "node:path";

import { builtServerEntry } from "../site/serve-built";
import type { ServerCommand } from "./child-server";

/** A server the bench can start on `port`, or the reason it cannot. */
export type ServerPlan =
  { name: string; detail?: string; start: (port: number) => ServerCommand } | { name: string; skipped: string };

/** A plan for another checkout's build (BASELINE_ROOT), named after its folder so the table tells the builds apart. */
export function fromBaseline(baselineRoot: string, plan: ServerPlan): ServerPlan {
  return { ...plan, name: `${plan.name} (${basename(baselineRoot)})` };
}

// The bench's connections all come from one address: the per-client cap (32 by default, server/env.ts) would
// refuse some of its 50, and the bench would measure refusals. It stands for many clients, as FastAPI serves them.
const BENCH_ENV = {
  HOST: "127.0.0.1",
  RATE_LIMIT_PER_MINUTE: "0",
  LOG_REQUESTS: "0",
  MAX_CONNECTIONS_PER_CLIENT: "1000",
};

/**
 * The built server, as production runs it: plain Node on compiled JS (see serve-built.ts). `node` runs
 * it on another Node binary, to compare runtimes on the same build in the same rounds.
 */
export function nodeApi(root: string, buildDir: string, node = process.execPath): ServerPlan {
  const version = spawnSync(node, ["--version"], { encoding: "utf8" }).stdout?.trim();
  if (!version) return { name: `API on ${node}`, skipped: `${node} does not run` };
  const name = `API on Node ${version}`;
  const entry = builtServerEntry(buildDir);
  if (!existsSync(join(root, entry))) return { name, skipped: `no ${entry}: run \`npm run build\`` };
  return {
    name,
    start: (port) => ({
      command: [node, entry],
      cwd: root,
      env: { ...BENCH_ENV, PORT: String(port), BUILD_DIR: buildDir },
    }),
  };
}

// Debian's python3-fastapi and python3-uvicorn live in the system Python; PYTHON picks another.
const PYTHON = process.env.PYTHON ?? "/usr/bin/python3";

// uvicorn picks uvloop and httptools when they are installed, else asyncio and h11 (slower):
// the table says which, since it changes the reference's throughput.
const PROBE = `
import importlib.util as u
import fastapi, pydantic, uvicorn
print("uvloop" if u.find_spec("uvloop") else "asyncio", "httptools" if u.find_spec("httptools") else "h11",
      "fastapi " + fastapi.__version__, "pydantic " + str(pydantic.VERSION), "uvicorn " + uvicorn.__version__, sep="\t")
`;

// One worker process, as the demo ran it; warnings only and no access log, as the API runs in the bench.
const UVICORN = ["--host", "127.0.0.1", "--workers", "1", "--log-level", "warning", "--no-access-log"];

/** The reference: scripts/bench/reference_api.py under uvicorn. */
export function fastApiReference(root: string): ServerPlan {
  const probe = spawnSync(PYTHON, ["-c", PROBE], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    const why = probe.error ? `no ${PYTHON}` : (probe.stderr.trim().split("\n").at(-1) ?? "import failed");
    return { name: "FastAPI", skipped: `${why} (Debian: apt-get install python3-fastapi python3-uvicorn)` };
  }
  const [loop, http, ...versions] = probe.stdout.trim().split("\t");
  return {
    name: `FastAPI (uvicorn, ${loop} + ${http})`,
    detail: versions.join(", "),
    // uvicorn imports the app from its working directory; no __pycache__ left in the repository.
    start: (port) => ({
      command: [PYTHON, "-m", "uvicorn", "reference_api:app", "--port", String(port), ...UVICORN],
      cwd: join(root, "scripts", "bench"),
      env: { PYTHONDONTWRITEBYTECODE: "1" },
    }),
  };
}
