/**
 * A page with math fetches KaTeX's fonts cut down to its math (scripts/build/math-fonts.ts), and every character of
 * that math is still drawn in a KaTeX font: none falls back to a system font. Chrome says which fonts drew a
 * node (DevTools' CSS.getPlatformFontsForNode).
 */
import { expect, test } from "@playwright/test";

// The fixture notes with math: a Markdown note and a notebook (tests/fixtures/content/notes/).
for (const path of ["/notes/markdown-features", "/notes/notebook-outputs"]) {
  test(`${path} draws all its math in KaTeX's fonts, cut down to a few KB`, async ({ page }) => {
    const fonts: { url: string; bytes: number }[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "font")
        fonts.push({ url: response.url(), bytes: (await response.body()).length });
    });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
    // The whole fonts are 16–28 KB each.
    for (const font of fonts) expect(font.bytes, font.url).toBeLessThan(10_000);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: ".katex-html *" });
    const drawnWith = new Set<string>();
    for (const nodeId of nodeIds) {
      const { fonts: used } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      for (const font of used) drawnWith.add(`${font.familyName}${font.isCustomFont ? "" : " (system)"}`);
    }
    expect([...drawnWith].filter((family) => !family.startsWith("KaTeX_") || family.endsWith("(system)"))).toEqual([]);
    expect(drawnWith.size).toBeGreaterThan(0);
  });
}
