import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { bootstrapRefits } from "#model/card/bootstrap-refits";
import { servingCard } from "#model/card/serving-card";

import { MODELS_DOC, modelsDocBlocks, renderModelsDoc } from "./models-doc";

const markdown = readFileSync(MODELS_DOC, "utf8");

describe("docs/models.md", () => {
  it("quotes the card as it is (rewrite with `npx tsx scripts/models-doc.ts` after training)", () => {
    expect(renderModelsDoc(markdown)).toBe(markdown);
    for (const name of Object.keys(modelsDocBlocks())) expect(markdown).toContain(`<!-- generated:${name} -->`);
  });

  it("goes stale when one weight of the served model changes by hand", () => {
    const [first, ...rest] = servingCard.served.parameters.columns;
    const columns = [{ ...first!, weight: first!.weight + 0.001 }, ...rest];
    const parameters = { ...servingCard.served.parameters, columns };
    const edited = { ...servingCard, served: { ...servingCard.served, parameters } };
    const blocks = modelsDocBlocks(undefined, edited, bootstrapRefits);
    expect(renderModelsDoc(markdown, blocks)).not.toBe(markdown);
  });

  it("writes the scorecard's accuracy with both intervals as checked by hand in the card's tests", () => {
    // 74.9 % split to split 72.9 to 76.9; sampling error 71.6 to 78.7 (scikit-learn: 0.7157 to 0.7866).
    expect(markdown).toContain("| the hand-written scorecard");
    expect(markdown).toContain("74.9 % [72.9, 76.9] (71.6, 78.7)");
  });
});
