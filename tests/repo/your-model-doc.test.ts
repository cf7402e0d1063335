import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { OPERATORS } from "#model/kit/onnx/ops/registry";
import { SUPPORTED_OBJECTIVES } from "#model/kit/xgboost/read-xgboost";

const doc = readFileSync(join(import.meta.dirname, "..", "..", "docs", "your-model.md"), "utf8");

describe("docs/your-model.md", () => {
  it("lists exactly the operators the kit evaluates, by domain (Constant is folded at build time)", () => {
    for (const [domain, ops] of Object.entries(OPERATORS)) {
      const names = [...Object.keys(ops), ...(domain === "ai.onnx" ? ["Constant"] : [])].sort();
      expect(doc).toContain(`- **${domain}**: ${names.join(", ")}\n`);
    }
    expect(doc.match(/^- \*\*ai\.onnx[.\w]*\*\*: /gm)).toHaveLength(Object.keys(OPERATORS).length);
  });

  it("names exactly the XGBoost objectives the kit reads", () => {
    const listed = /The kit reads the objectives ([^;]+);/.exec(doc.replace(/\s+/g, " "))?.[1];
    expect(listed?.match(/`[^`]+`/g)?.map((name) => name.slice(1, -1))).toEqual(SUPPORTED_OBJECTIVES);
  });
});
