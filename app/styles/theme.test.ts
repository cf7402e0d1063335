import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
// The theme's scales (app/content/theme.css); Tailwind's `neutral` is one of them, redefined there.
const TOKENS = ["accent", "accent-2", "neutral", "success", "danger", "warning"];
const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];
// A Tailwind colour utility: bg-accent-700, hover:text-neutral-900/80, from-cyan-600, ring-offset-white ...
const COLOUR_CLASS =
  /(?<![\w-])(?:bg|text|border(?:-[xytrblse])?|ring|ring-offset|from|via|to|fill|stroke|shadow|outline|divide|decoration|accent|caret|placeholder)-([a-z]+(?:-2)?-\d{2,3}|white|black)(?![\w-])/g;

/**
 * The site's code and styles, and the fixture content but its palette: the owner's own content (app/content/)
 * may use any colour.
 */
function sourceFiles(): string[] {
  const inside = (dir: string) =>
    readdirSync(join(root, dir), { recursive: true, encoding: "utf8" }).map((name) => join(root, dir, name));
  return [...inside("app"), ...inside("tests/fixtures/content")].filter((file) => {
    const path = relative(root, file);
    return (
      /\.(tsx?|css)$/.test(path) &&
      !/\.test\.tsx?$/.test(path) &&
      !path.startsWith("app/content/") &&
      path !== "tests/fixtures/content/theme.css"
    );
  });
}

/** Every colour the classes use, as "accent-700" or "white", with the files that use it. */
function coloursUsed(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    for (const match of readFileSync(file, "utf8").matchAll(COLOUR_CLASS)) {
      used.set(match[1]!, [...(used.get(match[1]!) ?? []), relative(root, file)]);
    }
  }
  return used;
}

function darkBlock(selector: string): string {
  const css = readFileSync(join(root, "app", "styles", "theme.css"), "utf8");
  const start = css.indexOf(`${selector} {`);
  return css.slice(start, css.indexOf("}", start));
}

describe("colours come from the theme (app/content/theme.css)", () => {
  it("finds the colours the site uses", () => {
    // Hand-checked: the page background, body text and the primary button.
    expect([...coloursUsed().keys()]).toEqual(expect.arrayContaining(["white", "neutral-900", "accent-700"]));
  });

  it("no class names one of Tailwind's own palettes: only the theme's scales, white and black", () => {
    const allowed = new RegExp(`^(?:(?:${TOKENS.join("|")})-\\d+|white|black)$`);
    const stray = [...coloursUsed()].filter(([colour]) => !allowed.test(colour));
    expect(stray).toEqual([]);
  });

  it("no stylesheet or component writes a colour of its own (black and white masks and highlights aside)", () => {
    const literal = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|oklch|oklab|lab|lch)\([^)]*\)/gi;
    const blackOrWhite = /^(?:#000|#fff|rgb\(255[_ ]255[_ ]255\b.*)$/i;
    const found = sourceFiles().flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(literal)]
        .filter(([colour]) => !blackOrWhite.test(colour))
        .map(([colour]) => `${relative(root, file)}: ${colour}`),
    );
    expect(found).toEqual([]);
  });
});

describe("the dark theme (app/styles/theme.css)", () => {
  it("mirrors every scale: shade n takes the light value of 1000 minus n, 50 and 950 swap, 500 stays", () => {
    const block = darkBlock(':root[data-theme="dark"]');
    for (const token of TOKENS) {
      for (const shade of SHADES.filter((shade) => shade !== 500)) {
        const mirrored = shade === 50 ? 950 : shade === 950 ? 50 : 1000 - shade;
        expect(block).toContain(`--color-${token}-${shade}: --theme(--color-${token}-${mirrored} inline);`);
      }
      expect(block).not.toContain(`--color-${token}-500:`);
    }
    expect(block).toContain("--color-white: --theme(--color-neutral-900 inline);");
  });

  it("keeps the light colours in the parts that are dark in both themes (.theme-fixed)", () => {
    const block = darkBlock(':root[data-theme="dark"] .theme-fixed');
    for (const token of ["neutral", "accent"]) {
      for (const shade of SHADES.filter((shade) => shade !== 500)) {
        expect(block).toContain(`--color-${token}-${shade}: --theme(--color-${token}-${shade} inline);`);
      }
    }
  });
});
