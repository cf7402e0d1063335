/**
 * `npm run screenshots`: the README's pictures of each page, taken from the site it has just built (your content)
 * with the local Chromium, into docs/screenshots/. Light theme, reduced motion
 * (so the greeting is whole and nothing is mid-animation), the first screen of a 1280×800 window.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

import { chromium } from "@playwright/test";

import { cvPage } from "#app/content/site";
import { loanResult } from "#app/words/loan/form";

import { CHROMIUM_ARGS } from "./chromium-args";

const root = join(import.meta.dirname, "..", "..");
const outDir = join(root, "docs", "screenshots");
const PAGES = [
  { path: "/", file: "home.png", hydrates: true, predict: false },
  // The golden application of the API's docs, predicted, so the picture shows both verdicts.
  {
    path: "/projects/loan-predict?Gender=Female&Age=29&Income=4100&Married=No&LoanAmount=120&Credit_History=1&Education=Graduate&Property_Area=Urban&Self_Employed=No",
    file: "loan-predict.png",
    hydrates: true,
    predict: true,
  },
  { path: cvPage.path, file: "cv.png", hydrates: false, predict: false },
];

/** The built server on a free port; resolves with its origin once it says where it listens. */
function startServer(): Promise<{ child: ChildProcess; origin: string }> {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const child = spawn(process.execPath, [join(buildDir, "server", "node.js")], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", BUILD_DIR: buildDir, LOG_REQUESTS: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const port = /Serving on http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (port) resolve({ child, origin: `http://127.0.0.1:${port}` });
    });
    child.once("exit", (code) => reject(new Error(`the server exited (${code}): is there a build in ${buildDir}?`)));
  });
}

const { child, origin } = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});
try {
  mkdirSync(outDir, { recursive: true });
  const page = await browser.newPage({
    viewport: { width: 1280, height: 800 },
    colorScheme: "light",
    reducedMotion: "reduce",
  });
  for (const { path, file, hydrates, predict } of PAGES) {
    await page.goto(`${origin}${path}`);
    if (hydrates) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.waitForLoadState("networkidle");
    if (predict) {
      await page.getByRole("button", { name: "Predict", exact: true }).click();
      await page.getByText(loanResult.placeholder).waitFor({ state: "detached" });
      // The form and both verdicts side by side, below the page header.
      await page.evaluate(() => window.scrollTo(0, 280));
    }
    await page.screenshot({ path: join(outDir, file) });
    console.log(`docs/screenshots/${file}`);
  }
} finally {
  await browser.close();
  child.kill();
}
