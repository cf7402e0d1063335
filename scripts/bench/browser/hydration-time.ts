/**
 * `npx tsx scripts/bench/browser/hydration-time.ts [--runs 9] <path> <build dir> [<build dir> ...]`: how long a
 * first visit takes to come alive (`data-hydrated` on <html>: the islands a page loads at once are React's), for
 * several builds in turns, on Lighthouse's mobile network and CPU (150 ms round trip, 1.6 Mbit/s down, the CPU slowed
 * 4×, through Chrome DevTools). Each build is served by its own `npm start` (HTTP/1.1, as the Node server speaks it);
 * each visit is a fresh Chromium context, so an empty cache. Prints each build's median and every run, in ms from
 * the navigation's start. Build each directory first (`npm run build:test`; a directory may be another checkout's).
 *
 * Only a comparison in one run means anything: the machine moves the figures.
 */
import { relative, resolve } from "node:path";
import { parseArgs } from "node:util";

import { chromium } from "@playwright/test";

import { CHROMIUM_ARGS } from "../../site/chromium-args";
import { type RunningServer, startServer } from "../../site/serve-built";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: "string", default: "9" } },
});
const [path, ...builds] = positionals;
if (!path?.startsWith("/") || builds.length === 0) {
  throw new Error("Usage: hydration-time.ts [--runs 9] <path> <build dir> [<build dir> ...]");
}
const runs = Number(values.runs);

// Lighthouse's mobile throttling (its "slow 4G" and a mid-range phone's CPU).
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 915 };

const root = resolve(import.meta.dirname, "..", "..", "..");
const servers: RunningServer[] = [];
for (const build of builds) {
  servers.push(
    await startServer({ BUILD_DIR: relative(root, resolve(build)), RATE_LIMIT_PER_MINUTE: "0", LOG_REQUESTS: "0" }),
  );
}
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});

async function visit(origin: string): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send("Network.enable");
    await devtools.send("Network.emulateNetworkConditions", NETWORK);
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${path}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
      timeout: 60_000,
      polling: 20,
    });
    return Math.round(await page.evaluate(() => performance.now()));
  } finally {
    await context.close();
  }
}

try {
  const times = builds.map((): number[] => []);
  for (let run = 0; run < runs; run++) {
    for (const [index, server] of servers.entries()) times[index]!.push(await visit(server.origin));
  }
  console.log(`${path}, ${runs} runs each, in turns: ms from navigation to data-hydrated\n`);
  console.log("| build | median | runs |");
  console.log("| ----- | ------ | ---- |");
  for (const [index, build] of builds.entries()) {
    const sorted = [...times[index]!].sort((a, b) => a - b);
    console.log(`| ${build} | ${sorted[Math.floor(sorted.length / 2)]} | ${times[index]!.join(", ")} |`);
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}
