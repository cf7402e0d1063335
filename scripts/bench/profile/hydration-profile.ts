/**
 * `npx tsx scripts/bench/profile/hydration-profile.ts [--runs N] [/path ...]`: where a first visit's main-thread time goes, at
 * Lighthouse's 4× CPU slowdown. Serves BUILD_DIR (default "build"; build it first), opens each page (default `/`)
 * RUNS times (default 5) in Debian's Chromium on a phone-sized screen with the CPU slowed 4× (DevTools throttling,
 * which slows the real work rather than simulating it as Lighthouse does), traces it with the CPU profile, and
 * prints, for the run with the median blocking time, every task over 50 ms from the first contentful paint on:
 * its length, its time by kind of work (HTML parsing, style and layout, compile, evaluate, run, GC) and the code
 * the CPU profile caught running (scripts/bench/profile/trace-tasks.ts). Then the sum over those long tasks.
 *
 * The "blocking" figure is Total Blocking Time counted on this trace; Lighthouse's own comes from a simulation of
 * an unthrottled trace, so compare the two only by their shares, and compare builds within one run. `--save <dir>`
 * keeps each trace (open it in Chrome DevTools' Performance panel).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

import { chromium, type Browser } from "@playwright/test";

import { median } from "#model/uncertainty/percentile";

import { CHROMIUM_ARGS } from "../../site/chromium-args";
import { startServer } from "../../site/serve-built";
import { LONG_TASK_MS, mainThreadTasks, type Task, totalBlockingTime, type TraceEvent } from "./trace-tasks";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: "string", default: "5" }, save: { type: "string" } },
});
const RUNS = Number(values.runs);
const SAVE_DIR = values.save;
const PATHS = positionals;
if (PATHS.length === 0) PATHS.push("/");
const CPU_SLOWDOWN = 4;
// Lighthouse's mobile screen (a Moto G Power).
const SCREEN = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "v8",
  "blink.user_timing",
  "loading",
  "disabled-by-default-v8.cpu_profiler",
].join(",");
// After the network has gone quiet, time for what hydration and the observers start.
const SETTLE_MS = 3000;

type Run = { tasks: Task[]; fcpMs: number; tbtMs: number };

/** The trace's navigation start and first contentful paint of `url`'s main frame, µs. */
function navigationTimes(events: TraceEvent[], url: string) {
  const start = events.find(
    (event) =>
      event.name === "navigationStart" &&
      (event.args?.data as { documentLoaderURL?: string })?.documentLoaderURL === url,
  );
  if (!start) throw new Error(`hydration-profile: no navigationStart for ${url} in the trace`);
  const frame = (start.args?.data as { frame?: string } | undefined)?.frame ?? (start.args as { frame?: string }).frame;
  const fcp = events.find(
    (event) =>
      event.name === "firstContentfulPaint" &&
      event.ts >= start.ts &&
      (!frame || (event.args as { frame?: string } | undefined)?.frame === frame),
  );
  if (!fcp) throw new Error(`hydration-profile: no first contentful paint for ${url} in the trace`);
  return { startUs: start.ts, fcpUs: fcp.ts };
}

async function profile(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext(SCREEN);
  const page = await context.newPage();
  try {
    const session = await context.newCDPSession(page);
    await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: CATEGORIES.split(",") });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(SETTLE_MS);
    const trace = await browser.stopTracing();
    if (SAVE_DIR)
      writeFileSync(join(SAVE_DIR, `${new URL(url).pathname.replaceAll("/", "_")}-${Date.now()}.json`), trace);
    const { traceEvents } = JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] };
    const { startUs, fcpUs } = navigationTimes(traceEvents, url);
    const tasks = mainThreadTasks(traceEvents, url, startUs);
    const fcpMs = (fcpUs - startUs) / 1000;
    return { tasks, fcpMs, tbtMs: totalBlockingTime(tasks, fcpMs) };
  } finally {
    await context.close();
  }
}

/**
 * One run; Chrome sometimes records a trace without the navigation's start (Lighthouse's NO_NAVSTART): such a run
 * is made again, up to twice, rather than counted.
 */
async function profileOnce(browser: Browser, url: string): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await profile(browser, url);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !error.message.includes("in the trace")) throw error;
      console.log(`  (${error.message}; again)`);
    }
  }
}

const round = (ms: number | undefined) => String(Math.round(ms ?? 0));

/** The entries of a record over 1 ms, largest first, as "name 12". */
function largest(record: Record<string, number>, count = 4): string {
  return Object.entries(record)
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${round(ms)}`)
    .join(", ");
}

function sum(records: Record<string, number>[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const record of records) for (const [key, ms] of Object.entries(record)) total[key] = (total[key] ?? 0) + ms;
  return total;
}

function printRun(path: string, run: Run) {
  const long = run.tasks.filter((task) => task.startMs >= run.fcpMs && task.durationMs > LONG_TASK_MS);
  console.log(`\n${path}: the median run (FCP at ${round(run.fcpMs)} ms; blocking ${round(run.tbtMs)} ms)`);
  console.log(
    "| starts (ms) | lasts (ms) | parse HTML | style & layout | compile | evaluate | run | GC | code sampled (ms) |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const task of long) {
    const w = task.byWork;
    console.log(
      `| ${round(task.startMs)} | ${round(task.durationMs)} | ${round(w["parse HTML"])} | ` +
        `${round((w["style & layout"] ?? 0) + (w.paint ?? 0))} | ${round(w.compile)} | ${round(w.evaluate)} | ` +
        `${round(w.run)} | ${round(w.GC)} | ${largest(task.byCode)} |`,
    );
  }
  const work = sum(long.map((task) => task.byWork as Record<string, number>));
  console.log(`Long tasks: ${long.length}, ${round(long.reduce((s, t) => s + t.durationMs, 0))} ms in all.`);
  console.log(`  by work: ${largest(work, 8)}`);
  console.log(`  by script (compile, evaluate, run): ${largest(sum(long.map((task) => task.byScript)), 8)}`);
  console.log(`  by code sampled: ${largest(sum(long.map((task) => task.byCode)), 10)}`);
}

/** Each figure's median over the runs: the long tasks' time by work, by script and by code sampled. */
function printMedians(runs: Run[]) {
  const perRun = runs.map((run) => {
    const long = run.tasks.filter((task) => task.startMs >= run.fcpMs && task.durationMs > LONG_TASK_MS);
    return {
      all: { "long tasks": long.reduce((total, task) => total + task.durationMs, 0) } as Record<string, number>,
      work: sum(long.map((task) => task.byWork as Record<string, number>)),
      script: sum(long.map((task) => task.byScript)),
      code: sum(long.map((task) => task.byCode)),
    };
  });
  for (const part of ["all", "work", "script", "code"] as const) {
    const keys = new Set(perRun.flatMap((run) => Object.keys(run[part])));
    const medians = Object.fromEntries(
      [...keys].map((key) => [
        key,
        median(
          perRun.map((run) => run[part][key] ?? 0),
          "higher",
        ),
      ]),
    );
    console.log(`  median over the runs, long tasks by ${part}: ${largest(medians, 10) || "none"}`);
  }
}

const server = await startServer({ RATE_LIMIT_PER_MINUTE: "0", LOG_REQUESTS: "0" });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});
try {
  for (const path of PATHS) {
    const runs: Run[] = [];
    for (let index = 0; index < RUNS; index += 1) runs.push(await profileOnce(browser, `${server.origin}${path}`));
    const tbts = runs.map((run) => run.tbtMs);
    console.log(
      `\n${path}: blocking time after FCP, ${RUNS} runs at ${CPU_SLOWDOWN}× (ms): ${tbts.map(round).join(", ")}`,
    );
    printMedians(runs);
    printRun(
      path,
      runs.find((run) => run.tbtMs === median(tbts, "higher"))!,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
