/**
 * The model kit's build, read from outside: the model pages the build prerendered, the API's list of models and
 * the OpenAPI document name the same models; no test.csv reaches the build, nor any row of one but the few
 * examples a model's page may show (the content compiler publishes aggregates only); and a model's page scores in
 * the browser, loading the model only on the first Predict.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

import { builtContentDirs, contentPath } from "#content-pipeline/content-dir";
import { formatKiB, scriptPaths, weighScripts } from "#scripts/site/page-weight";

import { THEMES } from "../support/themes";
import { content } from "./built-content";
import { gotoHydrated } from "./navigation";

const buildDir = process.env.BUILD_DIR ?? "build";
const modelsDir = contentPath("models", builtContentDirs(buildDir));
const on = content.modules.models;
/** The model folders the build read (with the module off, it read none). */
const folders = existsSync(modelsDir)
  ? readdirSync(modelsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
      .map((entry) => entry.name)
      .sort()
  : [];
const ids = on ? folders : [];

test("the pages, the API's list and the OpenAPI document name the same models", async ({ request }) => {
  const list = await request.get("/models");
  const api = await request.get("/api/models");
  if (ids.length === 0) {
    expect([list.status(), api.status()]).toEqual([404, 404]);
    return;
  }
  const linked = [...(await list.text()).matchAll(/href="\/models\/([a-z0-9-]+)"/g)].map((match) => match[1]!);
  expect([...new Set(linked)].sort()).toEqual(ids);
  const listed = ((await api.json()) as { models: { id: string }[] }).models.map((model) => model.id);
  expect(listed.sort()).toEqual(ids);
  const paths = Object.keys(((await (await request.get("/api/openapi.json")).json()) as { paths: object }).paths);
  expect(paths.filter((path) => /^\/api\/models\/[^/]+\/predict$/.test(path)).sort()).toEqual(
    ids.map((id) => `/api/models/${id}/predict`),
  );
  for (const id of ids) expect((await request.get(`/models/${id}`)).status(), id).toBe(200);
});

/** Every file of the build: what the server and the Worker serve or bundle. */
function builtFiles(dir = buildDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return builtFiles(path);
    return /\.(html|js|json|css|txt|xml|csv|map)$/.test(entry.name) ? [path] : [];
  });
}

test("no test.csv reaches the build, nor any of its rows but a model page's few examples", () => {
  const files = builtFiles().map((file) => ({ file, text: readFileSync(file, "utf8") }));
  expect(files.length).toBeGreaterThan(10);
  expect(files.filter(({ file }) => file.endsWith("test.csv"))).toEqual([]);
  const sha256 = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");
  const builtHashes = new Set(files.map(({ text }) => sha256(text)));
  for (const folder of folders) {
    const csv = join(modelsDir, folder, "test.csv");
    if (!statSync(csv, { throwIfNoEntry: false })?.isFile()) continue;
    const text = readFileSync(csv, "utf8");
    expect(builtHashes.has(sha256(text)), csv).toBe(false);
    const rows = text.trim().split(/\r?\n/).slice(1);
    // Each row as the file writes it, and its input cells as a JSON array (as an example row would be published).
    const asCsv = rows.filter((row) => files.some(({ text: built }) => built.includes(row)));
    expect(asCsv, `${csv}: rows found in the build as CSV`).toEqual([]);
    const asJson = rows.filter((row) => {
      const cells = row.split(",").slice(0, -1);
      const json = cells.map((cell) =>
        cell === "" ? "null" : /^[-\d.e+]+$/i.test(cell) ? String(Number(cell)) : JSON.stringify(cell),
      );
      return files.some(({ text: built }) => built.includes(`[${json.join(",")}]`));
    });
    // The examples a model's page may show: 3 by default, and none at all with the module off.
    expect(asJson.length, `${csv}: rows found in the build as JSON`).toBeLessThanOrEqual(on ? 3 : 0);
  }
});

// The fixture's binary model (tests/fixtures/content/models/diabetes-risk), when the build has it.
const RISK = "diabetes-risk";
/** What a model page's first visit may fetch, gzip (weighed as tests/e2e/js-budget.spec.ts weighs a page). */
const MODEL_PAGE_BUDGET = 100 * 1024;
const { modelPredictorWords: words } = content;

/** Opens a model's page and waits for its form island to hydrate (it loads as it comes near the viewport). */
async function openModel(page: Page, id: string) {
  await gotoHydrated(page, `/models/${id}`);
  const form = page.getByRole("form", { name: words.title });
  await form.scrollIntoViewIfNeeded();
  return form;
}

/** The JavaScript files a page fetched, as paths into the client folder. */
function scriptsOf(fetched: readonly string[], baseURL: string): string[] {
  return scriptPaths(fetched, new URL(baseURL).origin);
}

test("a model's page scores in the browser: no model before Predict, then the verdict, its set and why", async ({
  page,
  baseURL,
}) => {
  if (!ids.includes(RISK)) {
    expect((await page.goto(`/models/${RISK}`))?.status()).toBe(404);
    return;
  }
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(request.url()));
  const form = await openModel(page, RISK);
  await page.waitForLoadState("networkidle");
  const clientDir = join(buildDir, "client");
  // The served model is JSON in a chunk of its own ("virtual:models/serving/<id>"): the one script with both the
  // model's version (the list of models has it too) and its inputs' binding (the scorer's code reads one).
  const holdsModel = (url: string) => {
    const code = readFileSync(join(clientDir, url), "utf8");
    return code.includes(`${RISK}@`) && code.includes("binding");
  };
  const before = scriptsOf(fetched, baseURL!);
  expect(before.filter(holdsModel)).toEqual([]);
  const first = weighScripts(clientDir, `/models/${RISK}`, before).gzipBytes;
  console.log(`/models/${RISK} first visit: ${formatKiB(first)} gzip`);
  // React and the form (81 KiB when measured): the model and its scorer wait for Predict.
  expect(first).toBeLessThanOrEqual(MODEL_PAGE_BUDGET);

  // The fixture's example 1 is age 36, male: the first row of its classes' round (content-pipeline's exampleRows).
  await expect(form.getByLabel(/^Age/)).toHaveValue("36");
  await form.getByLabel(/^Age/).fill("50");
  await form.getByLabel(/^Sex/).selectOption("female");
  await form.getByLabel(/^Body mass index/).fill("28.1");
  await form.getByLabel(/^Blood pressure/).fill("95");
  await form.getByLabel(/^Serum triglycerides/).fill("4.6");
  await form.getByRole("button", { name: words.predict }).click();
  // onnxruntime's P(progressed) for this input is 0.64544654 (model/kit/serving/kit-scorer.test.ts).
  await expect(page.getByTestId("verdict")).toHaveText(`${words.verdict}: progressed (${words.atCut("0.5")})`);
  await expect(page.getByTestId("probabilities")).toContainText("64.5%");
  await expect(page.getByTestId("contributions").getByRole("listitem")).toHaveCount(5);
  const after = scriptsOf(fetched, baseURL!);
  expect(after.filter(holdsModel)).toHaveLength(1);
  console.log(
    `/models/${RISK} after Predict: ${formatKiB(weighScripts(clientDir, `/models/${RISK}`, after).gzipBytes)} gzip`,
  );
  // The form keeps what was typed once the answer is in.
  await expect(form.getByLabel(/^Age/)).toHaveValue("50");
});

test("a model's page has no axe violations, with an answer shown", async ({ page }) => {
  for (const id of ids) {
    const form = await openModel(page, id);
    await form.getByRole("button", { name: words.predict }).click();
    await expect(page.getByTestId("verdict")).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations, id).toEqual([]);
  }
});

test("a link fills a model's form, and Predict answers for it", async ({ page }) => {
  if (!ids.includes(RISK)) return;
  await gotoHydrated(page, `/models/${RISK}?age=50&sex=female&bmi=28.1&bp=95&s5=4.6`);
  const form = page.getByRole("form", { name: words.title });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByLabel(/^Age/)).toHaveValue("50");
  await expect(page.getByTestId("from-link")).toBeVisible();
  await form.getByRole("button", { name: words.predict }).click();
  // The same input as above: onnxruntime's P(progressed) = 0.64544654.
  await expect(page.getByTestId("probabilities")).toContainText("64.5%");
});

/** A figure and its bootstrap interval, as the card and the reference give them. */
type Estimate = { value: number; low: number; high: number };
type Rate = { count: number; of: number; rate: number; low: number; high: number };
/**
 * What tests/fixtures/models/pipeline-named/make_evaluation.py computed with numpy and scikit-learn on the same
 * model.onnx and test.csv as diabetes-risk's: the average precision, the Brier score, and the fairness by sex.
 */
type Reference = {
  averagePrecision: Estimate;
  brier: Estimate;
  fairness: {
    attribute: string;
    groups: { group: string; rows: number; tpr: Rate; fpr: Rate }[];
    tprGap: Estimate;
    fprGap: Estimate;
  };
};

test("a binary model's page shows its precision–recall and reliability charts and its fairness table", async ({
  page,
  request,
}) => {
  if (!ids.includes(RISK)) return;
  const { modelChartWords: chart, formatNumber } = content;
  const card = (await (await request.get(`/api/models/${RISK}`)).json()) as {
    evaluation: { rows: number; bootstrap: { level: number }; averagePrecision: Estimate; brier: Estimate };
    testData: { fields: { name: string; choices?: { value: string; count: number }[] }[] };
  };
  const { evaluation } = card;
  const reference = JSON.parse(
    readFileSync("tests/fixtures/models/pipeline-named/evaluation.json", "utf8"),
  ) as Reference;
  // The build's figures are scikit-learn's on the same rows and the same resamples (to 5e-7: the evaluator computes
  // the probabilities in float32 where the graph does, numpy its last steps in float64).
  for (const name of ["averagePrecision", "brier"] as const) {
    for (const end of ["value", "low", "high"] as const) {
      expect(evaluation[name][end], `${name} ${end}`).toBeCloseTo(reference[name][end], 6);
    }
  }

  // The site's language writes a score to three significant digits, and a share as a percentage to one decimal.
  const score = (value: number) => formatNumber(value, { maximumSignificantDigits: 3 });
  const share = (value: number) => formatNumber(value, { style: "percent", maximumFractionDigits: 1 });
  const level = share(evaluation.bootstrap.level);
  await page.goto(`/models/${RISK}`);

  const pr = page.getByTestId("pr-chart");
  await expect(pr).toBeVisible();
  await expect(page.getByTestId("pr-curve")).toHaveAttribute("d", /^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+){10,}$/);
  const { averagePrecision: ap, brier } = evaluation;
  const positives = reference.fairness.groups.reduce((sum, group) => sum + group.tpr.of, 0);
  await expect(pr).toHaveAccessibleName(
    chart.prSummary(
      formatNumber(evaluation.rows),
      score(ap.value),
      level,
      score(ap.low),
      score(ap.high),
      share(positives / evaluation.rows),
    ),
  );

  const reliability = page.getByTestId("reliability-chart");
  await expect(reliability).toBeVisible();
  const bins = await reliability.locator("circle").count();
  expect(bins).toBeGreaterThan(1);
  await expect(reliability).toHaveAccessibleName(
    chart.reliabilitySummary(formatNumber(bins), level, score(brier.value), score(brier.low), score(brier.high)),
  );
  await page.getByText(chart.reliabilityTable).click();
  await expect(page.getByRole("table", { name: chart.reliabilityCaption }).locator("tbody tr")).toHaveCount(bins);

  // The fairness table: each group's rows as the card counts them, and its rates and gaps as the reference's.
  const { fairness } = reference;
  const table = page.getByTestId(`fairness-${fairness.attribute}`);
  await expect(table).toBeVisible();
  const counts = card.testData.fields.find((field) => field.name === fairness.attribute)?.choices ?? [];
  const interval = (low: string, high: string) => `${chart.intervalLabel} ${chart.range(low, high)}`;
  const rate = (r: Rate) => `${share(r.rate)}${interval(share(r.low), share(r.high))}`;
  for (const group of fairness.groups) {
    expect(counts.find((choice) => choice.value === group.group)?.count, group.group).toBe(group.rows);
    const row = table.getByRole("row", { name: new RegExp(`^${group.group}`, "i") });
    await expect(row.getByRole("cell")).toHaveText([
      formatNumber(group.tpr.of),
      rate(group.tpr),
      formatNumber(group.fpr.of),
      rate(group.fpr),
    ]);
  }
  const points = (value: number) => formatNumber(Math.round(value * 1000) / 10, { maximumFractionDigits: 1 });
  const gap = (g: Estimate) => `${chart.gapPoints(points(g.value))}${interval(points(g.low), points(g.high))}`;
  const gaps = table
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: chart.gap, exact: true }) })
    .getByRole("cell");
  await expect(gaps.nth(1)).toContainText(gap(fairness.tprGap));
  await expect(gaps.nth(3)).toContainText(gap(fairness.fprGap));
});

// The what-if curves under an answer, for the fixture's binary model and its regressor (tests/fixtures/content/
// models/): one curve per numeric field, each marking the input's own value at the answer shown above it.
const WHAT_IF_MODELS = [
  // diabetes-risk: age, bmi, bp, s5 (sex is a category); its answer is the probability of "progressed".
  {
    id: RISK,
    fields: 4,
    shown: (page: Page) => page.getByTestId("probabilities").locator("dt:text-is('progressed') + dd"),
  },
  // disease-progression: ten numeric fields (sex is 1 or 2 in its test.csv); its answer is the predicted value.
  { id: "disease-progression", fields: 10, shown: (page: Page) => page.getByTestId("verdict").locator("strong") },
];

for (const { id, fields, shown } of WHAT_IF_MODELS) {
  test(`${id}: after Predict, a what-if curve per numeric field, through the answer shown`, async ({ page }) => {
    if (!ids.includes(id)) return;
    const form = await openModel(page, id);
    await form.getByRole("button", { name: words.predict }).click();
    const answer = (await shown(page).textContent())!.trim();
    expect(answer).not.toBe("");
    const section = page.getByTestId("what-if");
    await expect(section.getByRole("img")).toBeVisible();
    const radios = section.getByRole("radio");
    await expect(radios).toHaveCount(fields);
    for (let i = 0; i < fields; i++) {
      await radios.nth(i).check();
      await expect(section.getByTestId("what-if-curve")).toBeVisible();
      await expect(section.getByTestId("what-if-marker")).toBeVisible();
      // The marked value's output, as the readout writes it, is the answer above.
      await expect(section.getByTestId("what-if-own")).toHaveText(
        new RegExp(`${answer.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
      );
      const description = (await section.getByTestId("what-if-description").textContent())!;
      await expect(section.getByRole("img")).toHaveAccessibleName(description);
    }
  });
}

test("the what-if curves have no axe violations in either theme", async ({ page }) => {
  if (!ids.includes(RISK)) return;
  for (const colorScheme of THEMES) {
    await page.emulateMedia({ reducedMotion: "reduce", colorScheme });
    const form = await openModel(page, RISK);
    await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
    await form.getByRole("button", { name: words.predict }).click();
    await expect(page.getByTestId("what-if").getByRole("img")).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include("[data-testid='what-if']")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations, colorScheme).toEqual([]);
  }
});
