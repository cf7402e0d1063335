import { describe, expect, it } from "vitest";

import { firstScreenChunkNames, SHARED_CHUNK } from "./first-screen-chunks";

// Two first-screen islands over a small graph, drawn by hand:
//   form ──> fields ──> button        model-form ──> button
//        └─> verdict ──> format                  └─> table ──> format
//        └─> react (a library: skipped)          └─> theme (the islands' script's: skipped) ──> colours
const GRAPH: Record<string, string[]> = {
  form: ["fields", "verdict", "react"],
  fields: ["button"],
  verdict: ["format"],
  "model-form": ["button", "table", "theme"],
  table: ["format"],
  theme: ["colours"],
  button: [],
  format: [],
  react: [],
  colours: [],
};
const imports = (id: string) => GRAPH[id] ?? [];
const skipped = new Set(["react", "theme"]);

describe("firstScreenChunkNames", () => {
  it("puts what one island alone reaches in its chunk, and what both reach in the shared one", () => {
    const names = firstScreenChunkNames(
      new Map([
        ["loan-predictor", "form"],
        ["model-predictor", "model-form"],
      ]),
      imports,
      (id) => skipped.has(id),
    );
    expect(Object.fromEntries(names)).toEqual({
      form: "loan-predictor",
      fields: "loan-predictor",
      verdict: "loan-predictor",
      "model-form": "model-predictor",
      table: "model-predictor",
      button: SHARED_CHUNK,
      format: SHARED_CHUNK,
    });
  });

  it("leaves a skipped module, and what only it leads to, to the other groups", () => {
    const names = firstScreenChunkNames(new Map([["model-predictor", "model-form"]]), imports, (id) =>
      skipped.has(id),
    );
    expect(names.has("theme")).toBe(false);
    expect(names.has("colours")).toBe(false);
  });

  it("with one island, shares nothing", () => {
    const names = firstScreenChunkNames(new Map([["loan-predictor", "form"]]), imports, () => false);
    expect([...new Set(names.values())]).toEqual(["loan-predictor"]);
    expect([...names.keys()].sort()).toEqual(["button", "fields", "form", "format", "react", "verdict"]);
  });

  it("with none, groups nothing", () => {
    expect(firstScreenChunkNames(new Map(), imports, () => false).size).toBe(0);
  });
});
