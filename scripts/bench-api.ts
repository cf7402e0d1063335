/**
 * `npm run bench`: POST /api/predict on the production server against a bare node:http server
 * that reads the body and answers the same JSON, precomputed. Same machine, same load, same
 * autocannon settings, so the ratio says what the framework, validation, scoring and headers cost.
 *
 * Targets: API req/s ≥ 0.7 × bare req/s, API p99 < 10 ms, no errors, no non-2xx answers.
 * Exits 1 when one is missed. For reference (no target) it also drives the bare server answering
 * with the API's own headers (security, CORS, caching): what those headers cost on their own.
 * `--log` keeps the request log on (written to a pipe this script drains).
 *
 * The machine is shared and noisy (the same server's throughput swings by a third from one
 * second to the next), so:
 * - on Linux with `taskset` and two or more CPUs, the servers run on one CPU and autocannon on
 *   another, so neither steals the other's core (see cpu-pinning.ts);
 * - the servers take turns in short rounds (10 s each in all): the table shows each server's
 *   median round, and a ratio is the median of the rounds' ratios (a round's servers ran back to
 *   back), so a burst of someone else's work spoils one round, not a server.
 * BUILD_DIR picks the build (default "build"); it is built first when missing.
 */
import { type ChildProcess, spawn, type SpawnOptions, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

import { EXAMPLE_APPLICATION } from "../model/example-application";
import { predictionFor } from "../model/predict";
import { type AutocannonResult, autocannon, medianRatio, summarise } from "./bench-rounds";
import { pinLoadAndServers } from "./cpu-pinning";

const root = join(import.meta.dirname, "..");
const buildDir = process.env.BUILD_DIR ?? "build";
const withLog = process.argv.includes("--log");
const ROUNDS = 20;
const ROUND_S = 0.5;
const CONNECTIONS = 50;
const TARGETS = { ratio: 0.7, p99Ms: 10 };

const application = EXAMPLE_APPLICATION;
const requestBody = JSON.stringify(application);
const expectedBody = JSON.stringify(predictionFor(application));

// Answers BENCH_BODY with BENCH_HEADERS (JSON; by default only the content type) and nothing else.
const BARE_SERVER = `
  const body = process.env.BENCH_BODY;
  const headers = JSON.parse(process.env.BENCH_HEADERS || '{"Content-Type":"application/json; charset=utf-8"}');
  headers["Content-Length"] = String(Buffer.byteLength(body));
  require("node:http").createServer((req, res) => {
    req.on("data", () => {});
    req.on("end", () => {
      res.writeHead(200, headers);
      res.end(body);
    });
  }).listen(Number(process.env.PORT), "127.0.0.1");
`;
// Set per connection or per answer by Node itself, in every server here.
const TRANSPORT_HEADERS = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);

function freePort(): Promise<number> {
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

/** Waits for the server's first correct answer, and returns that answer's headers (bar Node's own). */
async function waitUntilUp(url: string, child: ChildProcess): Promise<Record<string, string>> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: requestBody,
      });
      const text = await response.text();
      if (response.status !== 200 || text !== expectedBody)
        throw new Error(`unexpected answer ${response.status}: ${text}`);
      return Object.fromEntries([...response.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name)));
    } catch (error) {
      if (error instanceof Error && error.message.startsWith("unexpected answer")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not come up within 30 s`);
}

function load(url: string, duration: number): Promise<AutocannonResult> {
  return autocannon({
    url,
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: requestBody,
    connections: CONNECTIONS,
    duration,
    // autocannon ends a run at its first sample after `duration`: sample as often as a round lasts.
    sampleInt: duration * 1000,
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

if (!existsSync(join(root, buildDir, "client", "index.html"))) {
  console.log(`No build in ${buildDir}/: building…`);
  const build = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const pinning = pinLoadAndServers();
function spawnServer(args: string[], options: SpawnOptions): ChildProcess {
  const [command, ...rest] = [...pinning.serverPrefix, process.execPath, ...args];
  return spawn(command!, rest, options);
}

const [apiPort, barePort, headersPort] = [await freePort(), await freePort(), await freePort()];
const api = spawnServer(["--import", "tsx", "server/index.ts"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(apiPort),
    HOST: "127.0.0.1",
    BUILD_DIR: buildDir,
    RATE_LIMIT_PER_MINUTE: "0",
    LOG_REQUESTS: withLog ? "1" : "0",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
api.stdout?.resume(); // drained, as a log collector would
const children: ChildProcess[] = [api];

function startBare(port: number, headers?: Record<string, string>): ChildProcess {
  const child = spawnServer(["-e", BARE_SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      BENCH_BODY: expectedBody,
      BENCH_HEADERS: headers ? JSON.stringify(headers) : "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.push(child);
  return child;
}

const url = (port: number) => `http://127.0.0.1:${port}/api/predict`;
let failed = false;
try {
  const apiHeaders = await waitUntilUp(url(apiPort), api);
  await Promise.all([
    waitUntilUp(url(barePort), startBare(barePort)),
    waitUntilUp(url(headersPort), startBare(headersPort, apiHeaders)),
  ]);
  console.log(
    `Warming up (3 s each), then ${ROUNDS} rounds of ${ROUND_S} s per server: ${CONNECTIONS} connections, POST, ` +
      `loopback, ${pinning.description}…`,
  );
  const servers = [
    { name: "bare node:http", url: url(barePort), rounds: [] as AutocannonResult[] },
    { name: "bare + the API's headers (reference)", url: url(headersPort), rounds: [] as AutocannonResult[] },
    { name: `API${withLog ? " (logging on)" : ""}`, url: url(apiPort), rounds: [] as AutocannonResult[] },
  ] as const;
  for (const server of servers) await load(server.url, 3);
  for (let round = 0; round < ROUNDS; round++) {
    for (const server of servers) server.rounds.push(await load(server.url, ROUND_S));
  }
  const summaries = servers.map((server) => ({ server: server.name, ...summarise(server.rounds) }));
  console.table(summaries);
  const [bare, withHeaders, apiServer] = servers;
  const apiResult = summarise(apiServer.rounds);

  // Each round's servers ran back to back, so a round's ratio compares them under the same load.
  const ratio = medianRatio(apiServer.rounds, bare.rounds);
  const headersAlone = medianRatio(withHeaders.rounds, bare.rounds);
  console.log(
    `Ratios (median of the rounds' ratios): API ÷ bare = ${ratio.toFixed(2)}; for reference, ` +
      `bare with the API's ${Object.keys(apiHeaders).length} headers ÷ bare = ${headersAlone.toFixed(2)}`,
  );
  const checks = [
    { target: `ratio ≥ ${TARGETS.ratio}`, actual: ratio.toFixed(2), ok: ratio >= TARGETS.ratio },
    {
      target: `API p99 < ${TARGETS.p99Ms} ms`,
      actual: `${apiResult["p99 ms"]} ms`,
      ok: apiResult["p99 ms"] < TARGETS.p99Ms,
    },
    { target: "no errors", actual: String(apiResult.errors), ok: apiResult.errors === 0 },
    { target: "no non-2xx", actual: String(apiResult.non2xx), ok: apiResult.non2xx === 0 },
  ];
  for (const check of checks) console.log(`${check.ok ? "PASS" : "FAIL"}  ${check.target}: ${check.actual}`);
  failed = checks.some((check) => !check.ok);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await Promise.all(children.map(stop));
}
process.exit(failed ? 1 : 0);
