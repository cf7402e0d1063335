import { readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { firstPaintScripts, formatKiB, JS_BUDGETS, measurePage, type PagePath } from "../../scripts/page-weight";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");

test.describe("JavaScript budget (gzip, loaded on first paint)", () => {
  for (const [path, budget] of Object.entries(JS_BUDGETS) as [PagePath, number][]) {
    test(`${path} stays within ${formatKiB(budget)}`, () => {
      const weight = measurePage(clientDir, path);
      expect(weight.scripts.length).toBeGreaterThan(0);
      const detail = weight.scripts.map((s) => `${s.url} ${formatKiB(s.gzipBytes)}`).join("\n");
      expect(weight.gzipBytes, `${path} loads ${formatKiB(weight.gzipBytes)}:\n${detail}`).toBeLessThanOrEqual(budget);
    });
  }

  test("the email client and the toast UI are not loaded on first paint", () => {
    for (const path of Object.keys(JS_BUDGETS) as PagePath[]) {
      for (const { url } of measurePage(clientDir, path).scripts) {
        // Chunk names are hashes, so look inside: the EmailJS endpoint and sonner's toaster markup.
        const code = readFileSync(join(clientDir, url), "utf8");
        expect(code, `${url} on ${path}`).not.toContain("api.emailjs.com");
        expect(code, `${url} on ${path}`).not.toContain("data-sonner-toaster");
      }
    }
  });

  test("finds preloads, script sources and inline imports", () => {
    const html = `<link rel="modulepreload" href="/a.js"/><script src="/b.js"></script>
      <script type="module">import "/c.js"; import * as r from "/d.js";</script>`;
    expect(firstPaintScripts(html)).toEqual(["/a.js", "/b.js", "/c.js", "/d.js"]);
  });
});
