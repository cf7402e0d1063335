import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { bracket } from "#app/lib/pseudo-locale";

import {
  contentModules,
  modelFolders,
  PSEUDO_DIR,
  PSEUDO_DOCUMENTS,
  pseudoFile,
  pseudoModelFile,
  sourceOf,
} from "./pseudo-locale";

const FIXTURES = join(import.meta.dirname, "../../tests/fixtures/content");

describe("the pseudo-locale fixture (tests/fixtures/pseudo-locale/)", () => {
  it("has one file per content module, each up to date: run `npm run pseudo-locale` when this fails", async () => {
    const files = readdirSync(PSEUDO_DIR).filter((name) => name.endsWith(".ts"));
    expect(files.sort()).toEqual(contentModules().map((name) => `${name}.ts`));
    for (const [path, text] of Object.entries(PSEUDO_DOCUMENTS)) {
      expect(readFileSync(join(PSEUDO_DIR, path), "utf8"), path).toBe(text);
    }
    for (const name of contentModules()) {
      const module = (await import(sourceOf(name))) as Record<string, unknown>;
      expect(readFileSync(join(PSEUDO_DIR, `${name}.ts`), "utf8"), name).toBe(
        pseudoFile(name, Object.keys(module).sort()),
      );
    }
  });

  it("has every model folder, its files as they are and its words bracketed", () => {
    expect(readdirSync(join(PSEUDO_DIR, "models")).sort()).toEqual(modelFolders());
    for (const id of modelFolders()) {
      const files = readdirSync(join(FIXTURES, "models", id));
      for (const file of files.filter((name) => name !== "model.ts")) {
        expect(
          readFileSync(join(PSEUDO_DIR, "models", id, file)).equals(readFileSync(join(FIXTURES, "models", id, file))),
          file,
        ).toBe(true);
      }
      expect(readFileSync(join(PSEUDO_DIR, "models", id, "model.ts"), "utf8"), id).toBe(
        pseudoModelFile(id, files.includes("model.ts")),
      );
    }
  });

  it("brackets the title and the labels of a model with no model.ts, and keeps its columns' names", () => {
    expect(pseudoModelFile("disease-progression", false)).toContain(
      ['  title: "⟦disease progression⟧",', "  fields: {", '    age: { label: "⟦age⟧" },'].join("\n"),
    );
    expect(pseudoModelFile("disease-progression", false)).not.toContain("target");
  });
});

describe("bracket", () => {
  it("brackets words, in objects, arrays and what functions return", () => {
    const words = bracket({
      title: "About Me",
      tags: ["Data Science", "spaCy"],
      count: 3,
      line: (n: number) => `${n} shown`,
    });
    expect(words.title).toBe("⟦About Me⟧");
    expect(words.tags).toEqual(["⟦Data Science⟧", "⟦spaCy⟧"]);
    expect(words.count).toBe(3);
    expect(words.line(2)).toBe("⟦2 shown⟧");
  });

  it("keeps what the code reads: addresses, paths, anchors, ids, dates and categories that are ids", () => {
    const kept = {
      url: "https://example.dev",
      href: "#about",
      path: "/cv",
      email: "ana@example.org",
      id: "genai",
      category: "genai",
      year: "2024",
      kind: "github",
    };
    expect(bracket(kept)).toEqual(kept);
    expect(bracket({ category: "Financial AI" })).toEqual({ category: "⟦Financial AI⟧" });
    // A model's fields for its fairness report are test.csv's columns.
    expect(bracket({ fairness: ["sex"], positiveClass: "progressed" })).toEqual({
      fairness: ["sex"],
      positiveClass: "⟦progressed⟧",
    });
  });
});
