/**
 * Batch scoring on a model's page (app/features/models/batch/): a visitor's CSV scored in the browser, row by row,
 * against the API's batch endpoint on the same file, which scores on the server (the independent path); the section's
 * code loads only as it comes near, and a file picked and scored before it arrives is scored once it does.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";

import { formatKiB, scriptPaths, weighScripts } from "#scripts/site/page-weight";

import { content } from "./built-content";
import { gotoHydrated } from "./navigation";

// The fixture owner's build has the models module on, with tests/fixtures/content/models/diabetes-risk.
const { modelBatchWords: copy } = content;
const buildDir = process.env.BUILD_DIR ?? "build";
const RISK = "/models/diabetes-risk";
const FILE = "diabetes-risk-batch.csv";
const TEXT = readFileSync(new URL(`../fixtures/batch/${FILE}`, import.meta.url), "utf8");
// The section's island chunk is the one script that holds its heading's id.
const SECTION = 'section[aria-labelledby="model-batch-title"]';

/** Scripts fetched so far (paths into the client folder), and whether any of them is the batch section's code. */
function scripts(fetched: readonly string[], baseURL: string) {
  const paths = scriptPaths(fetched, new URL(baseURL).origin);
  const clientDir = join(buildDir, "client");
  const batchCode = paths.filter((path) => readFileSync(join(clientDir, path), "utf8").includes("model-batch-title"));
  return { paths, batchCode, gzip: weighScripts(clientDir, RISK, paths).gzipBytes };
}

const isHydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((node) => Object.keys(node).some((key) => key.startsWith("__react")));

async function openSection(page: Page) {
  await gotoHydrated(page, RISK);
  const section = page.getByRole("region", { name: copy.title });
  await section.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(page, `${SECTION} form`), { timeout: 30_000 }).toBe(true);
  return section;
}

async function scoreFile(page: Page, name: string, text: string) {
  await page.getByLabel(copy.fileLabel).setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
  await page.getByRole("button", { name: copy.score }).click();
}

/** What pressing `control` saves: the file's name and text. */
async function saved(page: Page, control: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), control.click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString("utf8") };
}

/** A cell as a CSV writes it: quoted when it holds a comma, a quote or a line end. */
const cell = (value: string | number | boolean) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

type ApiLine =
  | { row: number; error: string }
  | {
      row: number;
      verdict: number | string;
      probability: number;
      predictionSet: { classes: (number | string)[] };
      abstain: boolean;
      warnings: { message: string }[];
    };

test("the section's code waits until it comes near: the first visit fetches none of it", async ({ page, baseURL }) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(request.url()));
  await gotoHydrated(page, RISK);
  await page.waitForLoadState("networkidle");
  const first = scripts(fetched, baseURL!);
  console.log(`${RISK} first visit, at the top: ${formatKiB(first.gzip)} gzip`);
  expect(first.batchCode).toEqual([]);
  await page.getByRole("region", { name: copy.title }).scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(page, `${SECTION} form`), { timeout: 30_000 }).toBe(true);
  const near = scripts(fetched, baseURL!);
  expect(near.batchCode).toHaveLength(1);
  console.log(`${RISK} with the batch section: ${formatKiB(near.gzip)} gzip`);
});

test("scores a file in the browser as the API's batch does, names the bad row and its field, and downloads the results", async ({
  page,
  request,
}) => {
  const section = await openSection(page);
  await scoreFile(page, FILE, TEXT);
  await expect(section.getByRole("status")).toHaveText(copy.done(FILE, "8"));
  // Row 6 has a blood pressure of -5, below the field's bound of 0.
  const bpRefused = 'bp: expected a number of at least 0, or null when unknown; received "-5"';
  await expect(section.getByRole("list", { name: copy.errorsTitle("1") }).getByRole("listitem")).toHaveText([
    copy.errorLine(6, bpRefused),
  ]);
  const rows = section.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(8);
  await expect(rows.nth(5)).toHaveText(`6${copy.notScored(bpRefused)}`);
  // Row 7's blood pressure of 300 lies above the test rows': the answer is a guess.
  await expect(rows.nth(6).getByRole("cell").last()).toHaveText(copy.outside);
  const axe = await new AxeBuilder({ page })
    .include(SECTION)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(axe.violations).toEqual([]);

  const download = await saved(page, section.getByRole("button", { name: copy.download }));
  expect(download.name).toBe("diabetes-risk-batch-scored.csv");
  const lines = download.text.split("\r\n");
  expect(lines).toHaveLength(10); // the header, 8 rows, and the empty string after the last line end
  expect(lines[0]).toBe("row,prediction,probability,prediction_set,out_of_data,warnings,error");
  // onnxruntime's P(progressed) for row 1 (age 50, female, 28.1, 95, 4.6) is 0.64544654 (kit-scorer.test.ts).
  expect(Number(lines[1]!.split(",")[2])).toBeCloseTo(0.64544654, 6);

  // The server's answers for the same file: each line of the download is the API's answer for that row.
  const answer = await request.post(`/api/models/diabetes-risk/predict/batch`, {
    headers: { "Content-Type": "text/csv" },
    data: TEXT,
  });
  expect(answer.status()).toBe(200);
  const api = (await answer.text())
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as ApiLine);
  expect(api).toHaveLength(8);
  const expected = api.map((line) =>
    "error" in line
      ? [line.row, "", "", "", "", "", line.error].map(cell).join(",")
      : [
          line.row,
          line.verdict,
          line.probability,
          line.predictionSet.classes.join("|"),
          line.abstain,
          line.warnings.map((warning) => warning.message).join("; "),
          "",
        ]
          .map(cell)
          .join(","),
  );
  expect(lines.slice(1, 9)).toEqual(expected);
  expect(expected[5]).toBe(`6,,,,,,"${bpRefused.replaceAll('"', '""')}"`);
  expect(expected[6]).toMatch(/^7,[01],[\d.e-]+,[01|]*,true,/);
});

test("offers the page's examples as a sample file, which scores", async ({ page }) => {
  const section = await openSection(page);
  const { name, text } = await saved(page, section.getByRole("link", { name: copy.sample }));
  expect(name).toBe("diabetes-risk-sample.csv");
  expect(text.split("\r\n")[0]).toBe("age,sex,bmi,bp,s5");
  await scoreFile(page, "sample.csv", text);
  // The fixture publishes 3 examples by default (model/kit/data/examples.ts).
  await expect(section.getByRole("status")).toHaveText(copy.done("sample.csv", "3"));
  await expect(section.getByRole("list", { name: copy.errorsTitle("0") })).toHaveCount(0);
  await expect(section.getByText(copy.noErrors)).toBeVisible();
});

test("a file picked and scored before the section's code arrives is scored once it does", async ({ page }) => {
  await gotoHydrated(page, RISK);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const section = page.getByRole("region", { name: copy.title });
  await section.scrollIntoViewIfNeeded();
  expect(await isHydrated(page, `${SECTION} form`)).toBe(false);
  await scoreFile(page, "early.csv", TEXT);
  // Without its code the form would have been submitted to the server: the page is still this one.
  expect(new URL(page.url()).pathname).toBe(RISK);
  release();
  await expect.poll(() => isHydrated(page, `${SECTION} form`), { timeout: 30_000 }).toBe(true);
  await expect(section.getByRole("status")).toHaveText(copy.done("early.csv", "8"));
});
