import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

import { describe, expect, it } from "vitest";

/**
 * Serving code (model/kit/serve.ts and everything it loads) reads no model file: protobufjs stays on the build
 * side (model/kit/onnx/read-onnx.ts), so the browser and Worker bundles do not carry it.
 */
const ROOT = join(import.meta.dirname, "../..");

function runtimeImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  // `import type` and `export type` vanish at build; everything else is loaded.
  return [...text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+"([^"]+)";/gms)].map((m) => m[1]!);
}

function closure(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const imports = runtimeImports(file);
    seen.set(file, imports);
    for (const spec of imports) {
      if (!spec.startsWith(".")) continue;
      const path = join(dirname(file), spec);
      visit(path.endsWith(".json") ? path : `${path}.ts`);
    }
  };
  visit(join(ROOT, entry));
  return seen;
}

describe("serving loads no protobuf", () => {
  it("model/kit/serve.ts and its imports import protobufjs nowhere", () => {
    const files = closure("model/kit/serve.ts");
    expect(files.size).toBeGreaterThan(10);
    const offenders = [...files].filter(([, imports]) => imports.some((spec) => spec.startsWith("protobufjs")));
    expect(offenders.map(([file]) => relative(ROOT, file))).toEqual([]);
    expect([...files.keys()].map((f) => relative(ROOT, f))).not.toContain("model/kit/onnx/read-onnx.ts");
  });

  it("the build side does load it (the check above can fail)", () => {
    const files = closure("model/kit/compiled.ts");
    expect([...files.keys()].map((f) => relative(ROOT, f))).toContain("model/kit/onnx/read-onnx.ts");
  });
});
