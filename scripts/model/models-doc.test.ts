import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { formatDecimal, formatPercent } from "#app/features/loan-predict/format";
import { bootstrapRefits } from "#model/card/bootstrap-refits";
import { intervalCoverage } from "#model/card/interval-coverage";
import { modelEvaluation } from "#model/card/model-evaluation";
import { servingCard } from "#model/card/serving-card";
import { versionsOf } from "#model/identity/versions";

import { MODELS_DOC, methodSentences, modelsDocBlocks, renderModelsDoc } from "./models-doc";
import { fixed, percent } from "./models-doc-tables";

const markdown = readFileSync(MODELS_DOC, "utf8");
const FILES = { evaluation: modelEvaluation, card: servingCard, refits: bootstrapRefits, coverage: intervalCoverage };

/** Every sentence the card's files hold under a key that names a method, a rule or a definition (not "logistic"). */
function methodStrings(value: unknown, key = ""): string[] {
  if (typeof value === "string") {
    return /method|rule|definition|interval|samplingError/i.test(key) && value.includes(" ") ? [value] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item) => methodStrings(item, key));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([name, item]) => methodStrings(item, name));
  return [];
}

describe("docs/api.md", () => {
  it("quotes the versions the served models answer with", () => {
    const api = readFileSync(MODELS_DOC.replace("models.md", "api.md"), "utf8");
    const quoted = [...api.matchAll(/(scorecard|logistic-regression)@[0-9a-f]{12}/g)].map((match) => match[0]);
    const versions = versionsOf(servingCard, bootstrapRefits);
    expect(quoted.length).toBeGreaterThan(0);
    for (const version of quoted) expect([versions.scorecard, versions.trained]).toContain(version);
  });
});

describe("docs/models.md", () => {
  it("quotes the card as it is (rewrite with `npx tsx scripts/model/models-doc.ts` after training)", () => {
    expect(renderModelsDoc(markdown)).toBe(markdown);
    for (const [name, block] of Object.entries(modelsDocBlocks())) {
      expect(markdown).toContain(`<!-- generated:${name} -->\n\n${block}\n\n<!-- /generated:${name} -->`);
    }
  });

  it("goes stale when one weight of the served model changes by hand", () => {
    const [first, ...rest] = servingCard.served.parameters.columns;
    const columns = [{ ...first!, weight: first!.weight + 0.001 }, ...rest];
    const parameters = { ...servingCard.served.parameters, columns };
    const edited = { ...servingCard, served: { ...servingCard.served, parameters } };
    expect(renderModelsDoc(markdown, modelsDocBlocks({ ...FILES, card: edited }))).not.toBe(markdown);
  });

  it("quotes every sentence of the card that says how a figure is computed, word for word", () => {
    const quoted = Object.values(methodSentences());
    const unquoted = [servingCard, modelEvaluation, bootstrapRefits, intervalCoverage]
      .flatMap((file) => methodStrings(file))
      .filter((text) => !quoted.includes(text));
    // The serving card's served.rule is the evaluation's serving rule, quoted once.
    expect(unquoted).toEqual([]);
    expect(quoted).toHaveLength(11);
    // In the document, each as a quote: with its line breaks undone, the sentence itself.
    const prose = markdown.replace(/([^\n])\n> /g, "$1 ");
    for (const text of quoted) expect(prose).toContain(`> ${text}`);
  });

  it("goes stale when a method sentence of the card changes, as its stale fairness sentences once did", () => {
    const fairness = { ...modelEvaluation.fairness, method: "Wilson intervals and Newcombe's gaps." };
    const evaluation = { ...modelEvaluation, fairness };
    expect(renderModelsDoc(markdown, modelsDocBlocks({ ...FILES, evaluation }))).not.toBe(markdown);
    expect(markdown).not.toMatch(/Newcombe/);
  });

  it("writes the scorecard's accuracy with both intervals as checked by hand in the card's tests", () => {
    // 74.9 % split to split 72.9 to 76.9; sampling error 71.6 to 78.7 (scikit-learn: 0.7157 to 0.7866).
    expect(markdown).toContain("| the hand-written scorecard");
    expect(markdown).toContain("74.9 % [72.9, 76.9] (71.6, 78.7)");
  });

  it("rounds as the page does, half-way figures up as written: always-approve's 68.35 % and 0.2135", () => {
    // The card's always-approve: accuracy interval from 0.6835, Brier interval from 0.2135; the page writes them
    // "68.4%" and "0.214" (model/round-figure.ts), and so does the document, where toFixed wrote 68.3 and 0.213.
    expect([percent(0.6835), fixed(0.2135, 3), fixed(0.1535, 3)]).toEqual(["68.4", "0.214", "0.154"]);
    expect([formatPercent(0.6835, 1), formatDecimal(0.2135), formatDecimal(0.1535)]).toEqual([
      "68.4%",
      "0.214",
      "0.154",
    ]);
    expect(markdown).toContain("68.7 % [68.4, 69.1] (64.9, 72.2)");
    expect(markdown).toContain("0.215 [0.214, 0.216]");
  });
});
