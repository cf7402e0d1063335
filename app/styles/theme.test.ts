import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

const appDir = join(import.meta.dirname, "..");
const HUES =
  "slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose";
// A Tailwind colour utility: bg-accent-700, hover:text-neutral-900/80, from-accent-2-600, ring-offset-neutral-950 ...
const COLOUR_CLASS = new RegExp(
  `\\b(?:bg|text|border|ring|ring-offset|from|via|to|fill|stroke|shadow|outline|divide|decoration|accent|caret|placeholder)-((?:${HUES})-\\d{2,3}|white)\\b`,
  "g",
);

function sourceFiles(): string[] {
  return readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith("theme.css"))
    .map((name) => join(appDir, name));
}

/** Every Tailwind colour the site's classes use, as "blue-700" or "white". */
function coloursUsed(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles()) {
    for (const match of readFileSync(file, "utf8").matchAll(COLOUR_CLASS)) used.add(match[1]!);
  }
  return used;
}

/** The colours the dark theme redefines: the declarations of its `:root[data-theme="dark"]` block. */
function darkColours(): Set<string> {
  const css = readFileSync(join(appDir, "styles", "theme.css"), "utf8");
  const block = /:root\[data-theme="dark"\]\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
  return new Set([...block.matchAll(/--color-([a-z]+(?:-\d+)?):/g)].map((match) => match[1]!));
}

describe("the dark palette (styles/theme.css)", () => {
  it("finds the colours the site uses", () => {
    // Hand-checked: the page background, body text and the primary button.
    expect([...coloursUsed()]).toEqual(expect.arrayContaining(["white", "slate-900", "blue-700"]));
  });

  it("redefines every colour a class uses, but the 500s, which mirror onto themselves", () => {
    const dark = darkColours();
    const missing = [...coloursUsed()].filter((colour) => !colour.endsWith("-500") && !dark.has(colour));
    expect(missing).toEqual([]);
  });

  it("mirrors the scale: a shade takes the light value of 1000 minus it", () => {
    const css = readFileSync(join(appDir, "styles", "theme.css"), "utf8");
    // Tailwind 4's slate-950 and slate-50, copied by hand from tailwindcss/theme.css.
    expect(css).toContain("--color-neutral-50: oklch(12.9% 0.042 264.695);");
    expect(css).toContain("--color-neutral-950: oklch(98.4% 0.003 247.858);");
    expect(css).toContain("--color-white: oklch(20.8% 0.042 265.755);");
  });
});
