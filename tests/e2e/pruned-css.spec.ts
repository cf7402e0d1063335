/**
 * The pages that run no script keep only the CSS their classes can match (scripts/build/prune-css.ts). Pruning must
 * change nothing a reader sees: on each such page, in both themes, with every <details> open, each element's
 * computed style (and its ::before, ::after and ::marker) is the same before and after its stylesheets are added
 * back whole. They come whole from pages that are not pruned: `/` has the site's, the note with an interactive
 * component the notes' and KaTeX's. (The CV's own few lines, cv.css, have no such page and are not checked.)
 */
import { expect, type Page, test } from "@playwright/test";

import { THEMES } from "../support/themes";

const PRUNED = [
  "/cv",
  "/notes",
  "/notes/markdown-features",
  "/notes/notebook-outputs",
  "/notes/tags/statistics",
  "/publications",
];
const UNPRUNED = ["/", "/notes/live-verdict"];

/** A page's <style> elements as served, by name: their `data-href` (React's name for a stylesheet), "" for the site's. */
async function stylesOf(page: Page, path: string): Promise<Map<string, string>> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const styles = html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g);
  return new Map([...styles].map(([, attributes, css]) => [/data-href="([^"]*)"/.exec(attributes!)?.[1] ?? "", css!]));
}

/**
 * Notes the computed style of the page's root, its body and everything in it, with their pseudo-elements, one
 * entry per property; called again, gives the entries that changed since (the first few). In the page, so that
 * the thousands of entries never cross to the test.
 */
function styleChanges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = (window as { styles?: Map<string, string> }).styles;
    const now = new Map<string, string>();
    [document.documentElement, document.body, ...document.body.querySelectorAll("*")].forEach((element, index) => {
      for (const pseudo of [null, "::before", "::after", "::marker"]) {
        const style = getComputedStyle(element, pseudo);
        const where = `${index} ${element.tagName.toLowerCase()}${pseudo ?? ""}`;
        for (const name of style) now.set(`${where} ${name}`, style.getPropertyValue(name));
      }
    });
    (window as { styles?: Map<string, string> }).styles = now;
    if (!seen) return [];
    const keys = new Set([...seen.keys(), ...now.keys()]);
    return [...keys]
      .filter((key) => seen.get(key) !== now.get(key))
      .slice(0, 5)
      .map((key) => `${key}: ${seen.get(key)} → ${now.get(key)}`);
  });
}

for (const theme of THEMES) {
  for (const path of PRUNED) {
    test(`${path} looks no different with its whole stylesheets, ${theme} theme`, async ({ browser }) => {
      test.slow();
      const context = await browser.newContext({ colorScheme: theme, reducedMotion: "reduce" });
      const page = await context.newPage();
      const unpruned = new Map(
        (await Promise.all(UNPRUNED.map((other) => stylesOf(page, other)))).flatMap((map) => [...map]),
      );
      const pruned = await stylesOf(page, path);
      expect(pruned.get("")!.length, "pruned").toBeLessThan(unpruned.get("")!.length / 2);
      await page.goto(path);
      await page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));
      await styleChanges(page);
      const whole = [...pruned.keys()].flatMap((name) => unpruned.get(name) ?? []);
      await page.evaluate((sheets) => {
        for (const css of sheets)
          document.head.append(Object.assign(document.createElement("style"), { textContent: css }));
      }, whole);
      expect(await styleChanges(page)).toEqual([]);
      await context.close();
    });
  }
}
