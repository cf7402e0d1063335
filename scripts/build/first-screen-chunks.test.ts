import { describe, expect, it } from "vitest";

import { featureFolder, firstScreenChunkNames, reachable, SHARED_CHUNK } from "./first-screen-chunks";

// Two first-screen islands over a small graph, drawn by hand:
//   form ──> fields ──> button        model-form ──> button
//        └─> verdict ──> format                  └─> table ──> format
//        └─> words                               └─> theme (the islands' script's: skipped) ──> colours
// and another page's island, contact ──> words.
const GRAPH: Record<string, string[]> = {
  form: ["fields", "verdict", "words"],
  fields: ["button"],
  verdict: ["format"],
  "model-form": ["button", "table", "theme"],
  table: ["format"],
  theme: ["colours"],
  contact: ["words"],
  button: [],
  format: [],
  words: [],
  colours: [],
};
const imports = (id: string) => GRAPH[id] ?? [];
const FORMS = new Map([
  ["loan-predictor", "form"],
  ["model-predictor", "model-form"],
]);
const skipped = (id: string) => id === "theme";
const contacts = reachable(["contact"], imports);

describe("firstScreenChunkNames", () => {
  it("puts what one island alone imports in its chunk, and what both import or another page loads in the shared one", () => {
    expect(Object.fromEntries(firstScreenChunkNames(FORMS, imports, skipped, (id) => contacts.has(id)))).toEqual({
      form: "loan-predictor",
      fields: "loan-predictor",
      verdict: "loan-predictor",
      "model-form": "model-predictor",
      table: "model-predictor",
      button: SHARED_CHUNK,
      format: SHARED_CHUNK,
      words: SHARED_CHUNK,
    });
  });

  it("leaves a skipped module, and what only it leads to, to the other groups", () => {
    const names = firstScreenChunkNames(FORMS, imports, skipped, () => false);
    expect(names.has("theme")).toBe(false);
    expect(names.has("colours")).toBe(false);
    expect(names.has("contact")).toBe(false);
  });

  it("with one island and no other page, shares nothing", () => {
    const names = firstScreenChunkNames(new Map([["loan-predictor", "form"]]), imports, () => false, () => false);
    expect([...new Set(names.values())]).toEqual(["loan-predictor"]);
    expect([...names.keys()].sort()).toEqual(["button", "fields", "form", "format", "verdict", "words"]);
  });

  it("with none, groups nothing", () => {
    expect(firstScreenChunkNames(new Map(), imports, () => false, () => true).size).toBe(0);
  });
});

describe("reachable", () => {
  it("follows static imports from each start, itself included, through a cycle once, and stops where told", () => {
    const cycle = (id: string) => ({ a: ["b"], b: ["c", "a"], c: ["d"] })[id] ?? [];
    expect([...reachable(["a"], cycle)].sort()).toEqual(["a", "b", "c", "d"]);
    expect([...reachable(["a"], cycle, (id) => id === "c")].sort()).toEqual(["a", "b"]);
    expect(reachable([], cycle).size).toBe(0);
  });
});

describe("featureFolder", () => {
  it("is the feature's folder under app/features/, or the module's own folder elsewhere", () => {
    expect(featureFolder("/site/app/features/loan-predict/predictor/loan-form.tsx")).toBe(
      "/site/app/features/loan-predict/",
    );
    expect(featureFolder("C:\\site\\app\\features\\models\\predictor\\model-predictor.tsx")).toBe(
      "C:\\site\\app\\features\\models\\",
    );
    expect(featureFolder("/site/app/lib/islands/island.tsx")).toBe("/site/app/lib/islands/");
  });
});
