import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { removeOrphanChunks } from "./orphan-chunks";

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "chunks-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe("removeOrphanChunks", () => {
  it("drops the chunks nothing served names, and those only they name; keeps every other", () => {
    const dir = site({
      "index.html": '<script type="module" src="/assets/entry-a1.js"></script>',
      "assets/entry-a1.js": 'import("./route-b2.js")',
      "assets/route-b2.js": "export {}",
      "assets/worker-c3.js": "self.onmessage = () => {}",
      "assets/page-d4.css": "",
      "assets/styled-e5.js": "export {}",
      "notes/x/index.html": '<link rel="stylesheet" href="/assets/page-d4.css">',
      // Dead code's chunk, and the chunk only it imports.
      "assets/embed-f6.js": 'import "./words-g7.js"',
      "assets/words-g7.js": "export const w = 1",
      // An island's chunk and the lazy part it loads, which imports it back: dead together.
      "assets/island-i9.js": 'import("./lazy-j0.js")',
      "assets/lazy-j0.js": 'import "./island-i9.js"',
      // Vite's manifest names every chunk, and does not count.
      ".vite/manifest.json": '["embed-f6.js","words-g7.js","worker-c3.js","styled-e5.js"]',
      "assets/uses-worker-h8.js": 'new Worker(new URL("worker-c3.js", import.meta.url))',
      "cv/index.html": '<script src="/assets/uses-worker-h8.js"></script>',
    });
    expect(removeOrphanChunks(dir).sort()).toEqual([
      "assets/embed-f6.js",
      "assets/island-i9.js",
      "assets/lazy-j0.js",
      "assets/styled-e5.js",
      "assets/words-g7.js",
    ]);
    for (const kept of ["entry-a1.js", "route-b2.js", "worker-c3.js", "uses-worker-h8.js"]) {
      expect(existsSync(join(dir, "assets", kept)), kept).toBe(true);
    }
    expect(existsSync(join(dir, "assets", "embed-f6.js"))).toBe(false);
  });
});
