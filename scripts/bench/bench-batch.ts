/**
 * `npm run bench:batch`: rows per second through POST /api/predict/batch on the built Node server
 * (target ≥ 200,000): 10,000-row CSV files from 4 connections for about 5 s, after a warm-up, with
 * the server and this client on separate CPUs where `taskset` can pin them (see cpu-pinning.ts).
 * Run `npm run build` first.
 */
import { join } from "node:path";

import { EXAMPLE_APPLICATION } from "#model/example-application";
import { mulberry32 } from "#model/mulberry32";
import { randomApplicant } from "#model/random-applicant";

import { freePort, startChild, stopChild, waitUntilUp } from "./child-server";
import { pinLoadAndServers } from "./cpu-pinning";
import { nodeApi } from "./servers";

const ROWS = 10_000;
const SECONDS = 5;
const CONNECTIONS = 4;
const TARGET_ROWS_PER_SECOND = 200_000;

const random = mulberry32(7);
const header = Object.keys(EXAMPLE_APPLICATION).join(",");
const csv = [header, ...Array.from({ length: ROWS }, () => Object.values(randomApplicant(random)).join(","))].join(
  "\n",
);

const plan = nodeApi(join(import.meta.dirname, "..", ".."), process.env.BUILD_DIR ?? "build");
if ("skipped" in plan) throw new Error(plan.skipped);
const pinning = pinLoadAndServers();
const port = await freePort();
const child = startChild(plan.start(port), pinning.serverPrefix);
const url = `http://127.0.0.1:${port}/api/predict/batch`;

async function send(): Promise<void> {
  const response = await fetch(url, { method: "POST", headers: { "Content-Type": "text/csv" }, body: csv });
  const lines = (await response.text()).split("\n").filter(Boolean).length;
  if (response.status !== 200 || lines !== ROWS) throw new Error(`Got ${response.status} with ${lines} lines`);
}

/** Batches completed by CONNECTIONS connections in `seconds`. */
async function load(seconds: number): Promise<number> {
  let batches = 0;
  const until = performance.now() + seconds * 1000;
  const connection = async () => {
    while (performance.now() < until) {
      await send();
      batches++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  return batches;
}

try {
  await waitUntilUp(child, send);
  await load(1); // warm-up
  const started = performance.now();
  const batches = await load(SECONDS);
  const seconds = (performance.now() - started) / 1000;
  const rowsPerSecond = Math.round((batches * ROWS) / seconds);
  const verdict = rowsPerSecond >= TARGET_ROWS_PER_SECOND ? "PASS" : "FAIL";
  console.log(
    `${batches} batches of ${ROWS} rows in ${seconds.toFixed(1)} s (${pinning.description}): ${rowsPerSecond} rows/s`,
  );
  console.log(`${verdict}  batch endpoint ≥ ${TARGET_ROWS_PER_SECOND} rows/s`);
  process.exitCode = verdict === "PASS" ? 0 : 1;
} finally {
  await stopChild(child);
}
