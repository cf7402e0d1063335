import { expect, test } from "@playwright/test";

import { content } from "./built-content";

// The pages that hydrate, of those the build has (the demo's only while it is on).
const hydrated = content.sitePages.filter((path) => !content.scriptlessPages.includes(path));

/** The words of an HTML document's visible text, as a reader without scripts gets it. */
function wordsOfHtml(html: string): Set<string> {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<script[\s\S]*?<\/script>/gi, " ")
    .replace(/<style[\s\S]*?<\/style>/gi, " ")
    .replace(/<head[\s\S]*?<\/head>/i, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ");
  return wordsOf(text);
}

function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’+.%/-]*/gu) ?? []);
}

// Words that can only exist after scripts run: measured live values, and this deployment's own address
// (the prerendered page names the endpoint by its path until it knows the origin).
const LIVE_WORDS = /^(live|offline|\d+(\.\d+)?|ms|\d+\/api\/predict|(\d+\.){3}\d+|localhost)$/;

for (const path of hydrated) {
  test(`every word a reader sees on ${path} after hydration is in the prerendered HTML`, async ({ page, request }) => {
    const raw = wordsOfHtml(await (await request.get(path)).text());
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Scroll through so every reveal has run, as a reader would.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    const seen = wordsOf(await page.locator("body").innerText());
    const missing = [...seen].filter((word) => !raw.has(word) && !LIVE_WORDS.test(word));
    expect(missing, `words shown only after scripts ran on ${path}`).toEqual([]);
    expect(raw.size).toBeGreaterThan(100);
  });
}
