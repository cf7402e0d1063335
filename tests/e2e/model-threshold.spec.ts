/**
 * The threshold explorer on a binary model's page (app/features/models/threshold/), against figures found without
 * the site's code: the card the API serves (its default cut's counts) and onnxruntime-node scoring the fixture's
 * test.csv (tests/fixtures/content/models/diabetes-risk) for any other cut, counted here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";

import { builtContentDirs, contentPath } from "#content-pipeline/content-dir";
import { columnTensor, oracle, withOutputs } from "#tests/support/kit/onnx-oracle";

import { content } from "./built-content";
import { gotoHydrated } from "./navigation";

const RISK = "diabetes-risk";
const modelsDir = contentPath("models", builtContentDirs(process.env.BUILD_DIR ?? "build"));
const { modelThresholdWords: words } = content;
const on = content.modules.models;

/** P(progressed) for each row of the fixture's test.csv, by onnxruntime-node, and each row's answer. */
async function scoredRows(): Promise<{ probability: number; positive: boolean }[]> {
  const [head, ...lines] = readFileSync(join(modelsDir, RISK, "test.csv"), "utf8")
    .trim()
    .split("\n");
  const header = head!.split(",");
  const rows = lines.map((line) => line.split(","));
  const column = (name: string) => rows.map((row) => row[header.indexOf(name)]!);
  // The pipeline's inputs (tests/fixtures/models/pipeline-named/make_model.py), and the tensor that feeds its ZipMap.
  const feeds = {
    age: columnTensor("int64", column("age")),
    sex: columnTensor("string", column("sex")),
    bmi: columnTensor("float", column("bmi")),
    bp: columnTensor("float", column("bp")),
    s5: columnTensor("float", column("s5")),
  };
  const bytes = new Uint8Array(readFileSync(join(modelsDir, RISK, "model.onnx")));
  const [probabilities] = await oracle(withOutputs(bytes, [{ name: "probability_tensor" }]), feeds, [
    "probability_tensor",
  ]);
  return column("target").map((target, i) => ({ probability: probabilities![i * 2 + 1]!, positive: target === "1" }));
}

type Counts = { tp: number; fp: number; tn: number; fn: number };

function countsAt(rows: readonly { probability: number; positive: boolean }[], cut: number): Counts {
  const counts = { tp: 0, fp: 0, tn: 0, fn: 0 };
  for (const { probability, positive } of rows) {
    const called = probability >= cut;
    counts[positive ? (called ? "tp" : "fn") : called ? "fp" : "tn"] += 1;
  }
  return counts;
}

/** The explorer's four figures as the page shows them: each a rate and its counts, "83.3% (25 of 30)". */
async function shownFigures(explorer: Locator) {
  const read = async (name: string) => {
    const text = (await explorer
      .getByText(name, { exact: true })
      .locator("xpath=following-sibling::dd")
      .textContent())!;
    const match = /^([\d.]+)% \((\d+) of (\d+)\)$/.exec(text);
    return match ? { rate: Number(match[1]), count: Number(match[2]), of: Number(match[3]) } : text;
  };
  return {
    tpr: await read(words.figures.tpr),
    fpr: await read(words.figures.fpr),
    precision: await read(words.figures.precision),
    accuracy: await read(words.figures.accuracy),
  };
}

/** What the figures must read for these counts: each rate to one decimal, with its counts. */
function expectedFigures({ tp, fp, tn, fn }: Counts) {
  const figure = (count: number, of: number) => ({ rate: Math.round((count / of) * 1000) / 10, count, of });
  return {
    tpr: figure(tp, tp + fn),
    fpr: figure(fp, fp + tn),
    precision: figure(tp, tp + fp),
    accuracy: figure(tp + tn, tp + fp + tn + fn),
  };
}

/** Moves a native range input to `index` by keyboard, as a visitor would. */
async function slideTo(page: Page, slider: Locator, index: number) {
  await slider.focus();
  await page.keyboard.press("Home");
  for (let step = 0; step < index; step += 1) await page.keyboard.press("ArrowRight");
}

/** The expected cost per row of the explorer's figures when one false positive costs `ratio` false negatives. */
const costOf = ({ tp, fp, tn, fn }: Counts, ratio: number) => (ratio * fp + fn) / (tp + fp + tn + fn);

/** The least expected cost over the explorer's choices: every cut 0.00 … 1.00, and calling no one positive. */
function leastCost(rows: readonly { probability: number; positive: boolean }[], ratio: number): number {
  const cuts = [...Array.from({ length: 101 }, (_, k) => k / 100), Number.POSITIVE_INFINITY];
  return Math.min(...cuts.map((cut) => costOf(countsAt(rows, cut), ratio)));
}

const explorerOf = (page: Page) => page.getByTestId("threshold-explorer");
const cutSlider = (page: Page) => explorerOf(page).getByRole("slider");
const ratioSlider = (page: Page) => page.getByTestId("cost-cut").getByRole("slider");
const hydrated = (page: Page) =>
  page.locator("[data-island=model-threshold]").evaluate((island) => island.hasAttribute("data-live"));

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the explorer shows the default cut's figures, the card's", async ({ page, request }) => {
    if (!on) return;
    const card = (await (await request.get(`/api/models/${RISK}`)).json()) as {
      evaluation: { atCut: Record<"tpr" | "fpr" | "precision" | "accuracy", { count: number; of: number }> };
    };
    await page.goto(`/models/${RISK}`);
    const { atCut } = card.evaluation;
    const shown = await shownFigures(explorerOf(page));
    for (const name of ["tpr", "fpr", "precision", "accuracy"] as const) {
      expect(shown[name], name).toMatchObject({ count: atCut[name].count, of: atCut[name].of });
    }
    await expect(cutSlider(page)).toHaveAttribute("aria-valuetext", "0.50");
  });
});

test("a cut and a cost ratio chosen on the page give onnxruntime's counts and the least cost", async ({ page }) => {
  if (!on) return;
  const rows = await scoredRows();
  // A cut no probability lies within 1e-4 of: float32 and float64 scores count the same rows there.
  expect(Math.min(...rows.map(({ probability }) => Math.abs(probability - 0.3)))).toBeGreaterThan(1e-4);
  await gotoHydrated(page, `/models/${RISK}`);
  await cutSlider(page).scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(page)).toBe(true);

  await slideTo(page, cutSlider(page), 30);
  await expect(cutSlider(page)).toHaveAttribute("aria-valuetext", "0.30");
  expect(await shownFigures(explorerOf(page))).toEqual(expectedFigures(countsAt(rows, 0.3)));

  // The card's ratios (model/kit/evaluation/thresholds.ts): the ninth is 3, a false positive worth three false negatives.
  await slideTo(page, ratioSlider(page), 8);
  await expect(ratioSlider(page)).toHaveAttribute("aria-valuetext", words.ratio("3", "1"));
  const least = leastCost(rows, 3);
  await expect(page.getByTestId("least-cost")).toContainText(`: ${least.toFixed(3)} `);
  const named = await leastCutText(page);
  await page.getByRole("button", { name: words.goToCost }).click();
  // The slider moves to the cut the text names, and the figures there cost the least there is, as counted here.
  await expect(cutSlider(page)).toHaveAttribute("aria-valuetext", named ?? "(no cut named)");
  expect(costOf(countsOfFigures(await shownFigures(explorerOf(page))), 3)).toBeCloseTo(least, 9);
});

test("a cut, a ratio and a jump made before the explorer's code arrives all take effect", async ({ page }) => {
  if (!on) return;
  const rows = await scoredRows();
  await gotoHydrated(page, `/models/${RISK}`);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await cutSlider(page).scrollIntoViewIfNeeded();
  expect(await hydrated(page)).toBe(false);
  await slideTo(page, cutSlider(page), 20);
  await slideTo(page, ratioSlider(page), 8);
  await page.getByRole("button", { name: words.goToCost }).click();

  release();
  await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
  await expect(ratioSlider(page)).toHaveAttribute("aria-valuetext", words.ratio("3", "1"));
  // The jump ran after hydration, at the ratio moved to: the explorer stands at a least-cost cut for 3.
  await expect
    .poll(async () => costOf(countsOfFigures(await shownFigures(explorerOf(page))), 3))
    .toBeCloseTo(leastCost(rows, 3), 9);
  const cut = await cutSlider(page).getAttribute("aria-valuetext");
  await expect(page.getByTestId("cut-summary")).toContainText(`${cut}:`);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the explorer, hydrated and moved, has no axe violations in the ${colorScheme} theme`, async ({ page }) => {
    if (!on) return;
    await page.emulateMedia({ reducedMotion: "reduce", colorScheme });
    await gotoHydrated(page, `/models/${RISK}`);
    await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
    await cutSlider(page).scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(page)).toBe(true);
    // The grid's far end, calling no one: precision has nothing to divide there.
    await cutSlider(page).focus();
    await page.keyboard.press("End");
    await expect(cutSlider(page)).toHaveAttribute("aria-valuetext", words.noOne("progressed"));
    const results = await new AxeBuilder({ page })
      .include('[data-island="model-threshold"] > *')
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations).toEqual([]);
  });
}

/** The least-cost cut as the text names it: what the slider shows once moved there. */
async function leastCutText(page: Page): Promise<string | null> {
  const text = (await page.getByTestId("least-cost").textContent()) ?? "";
  return /is (.+?): /.exec(text)?.[1] ?? null;
}

/** The four counts back from the shown figures (TPR's and FPR's counts hold them all). */
function countsOfFigures(figures: Awaited<ReturnType<typeof shownFigures>>): Counts {
  const { tpr, fpr } = figures;
  if (typeof tpr === "string" || typeof fpr === "string") throw new Error(`Unreadable figures: ${tpr}, ${fpr}`);
  return { tp: tpr.count, fn: tpr.of - tpr.count, fp: fpr.count, tn: fpr.of - fpr.count };
}
