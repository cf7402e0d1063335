/**
 * `npm run bench`: POST /api/predict with the sample application, on three servers in one run:
 * the API on Node (the built server), the API in workerd (the Worker's bundle), and a reference
 * FastAPI + uvicorn server with the same validation and scorecard (scripts/bench/reference_api.py,
 * the stack the original demo named). In the same rounds, the model kit: a model's predict endpoint
 * (/api/models/<id>/predict, the starter model by default) on Node and in workerd, against FastAPI serving the
 * same XGBoost file with xgboost (scripts/bench/kit.ts, reference_kit.py). A server whose runtime is missing is
 * skipped, with the reason.
 *
 * Targets: Node ≥ 5 × FastAPI's req/s, workerd ≥ 3 × FastAPI's, p99 < 10 ms on Node, the same two ratios for
 * the kit against its own reference, no errors and no non-2xx answers anywhere. Exits 1 when one is missed (a
 * skipped comparison is not a miss).
 *
 * The machine is shared and noisy (one server's throughput swings by a third from one second to the
 * next), so:
 * - on Linux with `taskset` and two or more CPUs, the servers run on one CPU and autocannon on
 *   another, so neither steals the other's core (see cpu-pinning.ts);
 * - the servers take turns in short rounds (10 s each in all, warm-up included): the table shows each
 *   server's median round, and a ratio is the median of the rounds' ratios (a round's servers ran back
 *   to back), so a burst of someone else's work spoils one round, not a server.
 * Every server must first answer exactly what model/scorecard/predict.ts answers (as parsed JSON), so all
 * three do the same work.
 * BASELINE_NODE=/path/to/node adds the same build on that Node to the rounds (say, the previous LTS), to
 * compare runtimes; it has no target of its own.
 * BASELINE_ROOT=/path/to/checkout adds another build of the project, its API on Node and in workerd, to the
 * rounds (no targets of their own): a checkout of an older commit, installed and built, outside this one, say
 * `git archive 790b0ef | tar -x -C /tmp/round2 && cd /tmp/round2 && npm install && npm run build`. Its rows are
 * named after the folder.
 * It builds first (`npm run build`; `--no-build` skips that). BUILD_DIR picks the Node server's build
 * (default "build"); the Worker always bundles build/, as wrangler.jsonc says.
 */
import { type ChildProcess, spawnSync } from "node:child_process";
import { join, resolve } from "node:path";

import { type AutocannonResult, medianRatio, summarise } from "./bench-rounds";
import { freePort, startChild, stopChild, waitUntilUp } from "./child-server";
import { pinLoadAndServers } from "./cpu-pinning";
import { cpuSeconds } from "./cpu-time";
import { checkAgreement, fastApiKit, kitProbability, kitTarget } from "./kit";
import { checkAnswer, load } from "./requests";
import { fastApiReference, fromBaseline, nodeApi, type ServerPlan } from "./servers";
import { checkTargets, type Measured, printChecks } from "./targets";
import { workerdApi } from "./workerd";

const root = join(import.meta.dirname, "..", "..");
const buildDir = process.env.BUILD_DIR ?? "build";
const WARM_UP_S = 2;
const ROUNDS = 16;
const ROUND_S = 0.5;
const CONNECTIONS = 50;
type ServerKey =
  | "node"
  | "baselineNode"
  | "workerd"
  | "fastApi"
  | "baselineRootNode"
  | "baselineRootWorkerd"
  | "kitNode"
  | "kitWorkerd"
  | "kitFastApi";
const KIT_KEYS: readonly ServerKey[] = ["kitNode", "kitWorkerd", "kitFastApi"];

// Built afresh, as for the Lighthouse audit: a stale build would measure yesterday's server.
if (!process.argv.includes("--no-build")) {
  console.log(`Building (npm run build, BUILD_DIR=${buildDir})…`);
  const build = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Planned before pinning, so wrangler's bundling may use both CPUs.
const baselineNode = process.env.BASELINE_NODE;
const baselineRoot = process.env.BASELINE_ROOT && resolve(process.env.BASELINE_ROOT);
const node = nodeApi(root, buildDir);
const workerd = await workerdApi(root);
const kit = kitTarget(root, buildDir);
/** The same server, for the kit's rows: its own process, named for the model it serves. */
const forKit = (plan: ServerPlan, name: string): ServerPlan =>
  "skipped" in kit ? { name, skipped: kit.skipped } : { ...plan, name: `${name} (${kit.id})` };
const plans: Partial<Record<ServerKey, ServerPlan>> = {
  node,
  ...(baselineNode && { baselineNode: nodeApi(root, buildDir, baselineNode) }),
  workerd,
  ...(baselineRoot && {
    baselineRootNode: fromBaseline(baselineRoot, nodeApi(baselineRoot, "build")),
    baselineRootWorkerd: fromBaseline(baselineRoot, await workerdApi(baselineRoot)),
  }),
  fastApi: fastApiReference(root),
  kitNode: forKit(node, `Kit on ${node.name.replace(/^API on /, "")}`),
  kitWorkerd: forKit(workerd, "Kit in workerd"),
  kitFastApi: "skipped" in kit ? { name: "FastAPI + xgboost", skipped: kit.skipped } : fastApiKit(root, kit),
};
const pinning = pinLoadAndServers();
type Running = { key: ServerKey; name: string; url: string; body?: string; child: ChildProcess } & {
  rounds: AutocannonResult[];
  /** The server's CPU time over its rounds (warm-up excluded), in seconds. */
  cpuUsed: number;
};
const running: Running[] = [];
let failed = false;
try {
  for (const [key, plan] of Object.entries(plans) as [ServerKey, ServerPlan][]) {
    if ("skipped" in plan) {
      console.log(`SKIP  ${plan.name}: ${plan.skipped}`);
      continue;
    }
    const port = await freePort();
    const child = startChild(plan.start(port), pinning.serverPrefix);
    const origin = `http://127.0.0.1:${port}`;
    const isKit = KIT_KEYS.includes(key) && !("skipped" in kit);
    const url = isKit ? `${origin}${key === "kitFastApi" ? "/predict" : kit.path}` : `${origin}/api/predict`;
    const body = isKit ? kit.body : undefined;
    running.push({ key, name: plan.name, url, body, child, rounds: [], cpuUsed: 0 });
    await waitUntilUp<unknown>(child, () => (body ? kitProbability(url, body) : checkAnswer(url)));
    console.log(`Up    ${plan.name}${plan.detail ? ` (${plan.detail})` : ""}`);
  }
  // The kit's servers answer the same probability as xgboost itself, or their speeds compare nothing.
  const kitRunning = running.filter((server) => server.body);
  checkAgreement(
    await Promise.all(
      kitRunning.map(async (server) => ({
        name: server.name,
        probability: await kitProbability(server.url, server.body!),
      })),
    ),
  );
  console.log(
    `Warming up (${WARM_UP_S} s each), then ${ROUNDS} rounds of ${ROUND_S} s per server, in turns: ` +
      `${CONNECTIONS} connections, POST, loopback, ${pinning.description}…`,
  );
  for (const server of running) await load(server.url, WARM_UP_S, CONNECTIONS, server.body);
  for (let round = 0; round < ROUNDS; round++) {
    // Each round starts with a different server, so none always runs right after the same one.
    for (let i = 0; i < running.length; i++) {
      const server = running[(round + i) % running.length]!;
      const cpuBefore = cpuSeconds(server.child.pid) ?? Number.NaN;
      server.rounds.push(await load(server.url, ROUND_S, CONNECTIONS, server.body));
      server.cpuUsed += (cpuSeconds(server.child.pid) ?? Number.NaN) - cpuBefore;
    }
  }
  const measured = running.map((server): Measured & Running => ({ ...server, summary: summarise(server.rounds) }));
  const fastApi = running.find((server) => server.key === "fastApi");
  const kitFastApi = running.find((server) => server.key === "kitFastApi");
  console.table(
    measured.map((server) => {
      const requests = server.rounds.reduce((sum, round) => sum + round.requests.total, 0);
      const perCpuSecond = Math.round(requests / server.cpuUsed) || "?";
      // The kit's rows are compared with their own reference, the loan's with theirs.
      const reference = server.body ? kitFastApi : fastApi;
      const ratio = reference ? `${medianRatio(server.rounds, reference.rounds).toFixed(2)}×` : "?";
      return { server: server.name, ...server.summary, "req/CPU-s": perCpuSecond, "÷ FastAPI": ratio };
    }),
  );
  console.log(
    "Each figure is the median round's and a ratio the median of the rounds' ratios, but req/CPU-s: all rounds' " +
      "requests over the CPU time the server used (steadier than req/s when other work shares the machine). " +
      "The kit's rows (÷ their FastAPI + xgboost) answer with a conformal prediction set and the out-of-data " +
      "warnings besides the probability and verdict the reference gives.",
  );
  failed = printChecks(checkTargets(Object.fromEntries(measured.map((server) => [server.key, server]))));
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await Promise.all(running.map((server) => stopChild(server.child)));
}
process.exit(failed ? 1 : 0);
