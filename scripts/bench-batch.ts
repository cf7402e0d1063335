/**
 * `npm run bench:batch`: rows per second through POST /api/predict/batch on the built Node server
 * (target ≥ 200,000), sending 10,000-row CSV files from 2 connections for about 5 s. Run
 * `npm run build` first.
 */
import { EXAMPLE_APPLICATION } from "../model/example-application";
import { mulberry32 } from "../model/mulberry32";
import { randomApplicant } from "../model/random-applicant";
import { startServer } from "./serve-built";

const ROWS = 10_000;
const SECONDS = 5;
const CONNECTIONS = 2;
const TARGET_ROWS_PER_SECOND = 200_000;

const random = mulberry32(7);
const header = Object.keys(EXAMPLE_APPLICATION).join(",");
const csv = [header, ...Array.from({ length: ROWS }, () => Object.values(randomApplicant(random)).join(","))].join(
  "\n",
);

const server = await startServer({ RATE_LIMIT_PER_MINUTE: "0", LOG_REQUESTS: "0" });
try {
  const url = `${server.origin}/api/predict/batch`;
  const send = async () => {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "text/csv" }, body: csv });
    const lines = (await response.text()).split("\n").filter(Boolean).length;
    if (response.status !== 200 || lines !== ROWS) throw new Error(`Got ${response.status} with ${lines} lines`);
  };
  await send(); // warm-up
  let batches = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        await send();
        batches++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const rowsPerSecond = Math.round((batches * ROWS) / seconds);
  const verdict = rowsPerSecond >= TARGET_ROWS_PER_SECOND ? "PASS" : "FAIL";
  console.log(`${batches} batches of ${ROWS} rows in ${seconds.toFixed(1)} s: ${rowsPerSecond} rows/s`);
  console.log(`${verdict}  batch endpoint ≥ ${TARGET_ROWS_PER_SECOND} rows/s`);
  process.exitCode = verdict === "PASS" ? 0 : 1;
} finally {
  await server.stop();
}
