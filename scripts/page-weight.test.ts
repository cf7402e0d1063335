import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, test } from "vitest";

import { measurePage } from "./page-weight";

test("a page's start-up JavaScript includes static imports, not modules loaded on demand", () => {
  const dir = mkdtempSync(join(tmpdir(), "page-weight-"));
  mkdirSync(join(dir, "assets"));
  const files: Record<string, string> = {
    "index.html": '<script type="module">const [a] = await Promise.all([import("/assets/a.js")]);</script>',
    "assets/a.js": 'import{x as y}from"./b.js";import"./c.js";const lazy=()=>import("./lazy.js");',
    "assets/b.js": "export const x = 1;",
    "assets/c.js": 'import{x}from"./b.js";',
    "assets/lazy.js": "export default 1;",
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);

  const weight = measurePage(dir, "/");
  expect(weight.scripts.map((script) => script.url)).toEqual(["/assets/a.js", "/assets/b.js", "/assets/c.js"]);
  expect(weight.gzipBytes).toBe(weight.scripts.reduce((sum, script) => sum + script.gzipBytes, 0));
});
