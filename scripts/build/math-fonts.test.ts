import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { mathCharacters, withMathFontsSubset } from "./math-fonts";

const KATEX_FONTS = join(import.meta.dirname, "..", "..", "node_modules", "katex", "dist", "fonts");
const ORIGINAL = "/assets/KaTeX_Main-Regular-abc123.woff2";

/** A page as the build writes it: KaTeX's @font-face in a <style>, and a formula, x = 1, as KaTeX renders it. */
const page = (math: string) =>
  [
    "<!DOCTYPE html><html><head><style>",
    `@font-face{font-family:KaTeX_Main;src:url(${ORIGINAL}) format("woff2"),url(/assets/KaTeX_Main-Regular-def.woff) format("woff")}`,
    "</style></head><body>",
    math,
    "</body></html>",
  ].join("");
const X_EQUALS_1 =
  '<span class="katex"><span class="katex-mathml"><math><mi>x</mi><mo>=</mo><mn>1</mn></math></span>' +
  '<span class="katex-html" aria-hidden="true"><span class="base"><span class="mord mathnormal">x</span>' +
  '<span class="mrel">=</span><span class="mord">1</span></span></span></span>';

describe("mathCharacters", () => {
  it("reads the characters KaTeX renders, sorted, and not those of the MathML it keeps for screen readers", () => {
    expect(mathCharacters(page(X_EQUALS_1))).toBe("1=x");
  });

  it("finds none on a page without math", () => {
    expect(mathCharacters(page("<p>x = 1</p>"))).toBe("");
  });
});

describe("withMathFontsSubset", () => {
  let client: string;
  beforeEach(() => {
    client = mkdtempSync(join(tmpdir(), "math-fonts-"));
    mkdirSync(join(client, "assets"));
    copyFileSync(join(KATEX_FONTS, "KaTeX_Main-Regular.woff2"), join(client, ORIGINAL));
  });
  afterEach(() => rmSync(client, { recursive: true }));

  it("names a woff2 cut down to the page's math in its stylesheet, beside the original, and keeps the other sources", async () => {
    const html = await withMathFontsSubset(client, page(X_EQUALS_1));
    const subset = /url\((\/assets\/KaTeX_Main-Regular-[\w-]{10}\.woff2)\) format\("woff2"\)/.exec(html)?.[1];
    expect(subset).toBeDefined();
    expect(html).not.toContain(ORIGINAL);
    expect(html).toContain('url(/assets/KaTeX_Main-Regular-def.woff) format("woff")');
    const bytes = readFileSync(join(client, subset!));
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
    // The whole font is 26 KB; three characters' worth is a few.
    expect(bytes.length).toBeLessThan(statSync(join(client, ORIGINAL)).size / 4);
  });

  it("gives pages with the same math the same file, and leaves a page without math as it is", async () => {
    const first = await withMathFontsSubset(client, page(X_EQUALS_1));
    const second = await withMathFontsSubset(client, page(X_EQUALS_1));
    expect(second).toBe(first);
    expect(readdirSync(join(client, "assets"))).toHaveLength(2);
    const plain = page("<p>x = 1</p>");
    expect(await withMathFontsSubset(client, plain)).toBe(plain);
  });
});
