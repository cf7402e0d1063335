import { toHtml } from "hast-util-to-html";
import { describe, expect, it } from "vitest";

import { outputBlock } from "./outputs";

function shown(text: string) {
  const warnings: string[] = [];
  const block = outputBlock({ output_type: "stream", name: "stdout", text }, "", {
    file: "/x/notes/log.ipynb",
    cell: "code cell 3",
    warn: (message) => warnings.push(message),
  })!;
  return { html: toHtml(block.data.hChildren!), warnings };
}

describe("a long output", () => {
  it("is cut to its first 20,000 lines, with a note saying so, and a warning naming the cell", () => {
    const lines = Array.from({ length: 200_000 }, (_, index) => `line ${index + 1}`);
    const { html, warnings } = shown(`${lines.join("\n")}\n`);
    expect(html).toMatch(/^line 1\nline 2\n/);
    expect(html).toContain('\nline 20000\n<span class="nb-output-cut">Output cut: the rest is in the notebook.</span>');
    expect(html).not.toContain("line 20001");
    expect(warnings).toEqual([
      "code cell 3: an output of 200,000 lines and 2,288,895 characters is cut to its first 20,000 lines (the limits: 20,000 lines, 1,000,000 characters)",
    ]);
  });

  it("is cut to 1,000,000 characters when its lines are few but long", () => {
    const { html, warnings } = shown("x".repeat(3_000_000));
    expect(html.match(/x/g)).toHaveLength(1_000_000);
    expect(html).toMatch(/x\n<span class="nb-output-cut">Output cut: the rest is in the notebook\.<\/span>$/);
    expect(warnings).toHaveLength(1);
  });

  it("is shown whole at the limit, without a note or a warning", () => {
    const text = `${Array.from({ length: 20_000 }, () => "y").join("\n")}\n`;
    const { html, warnings } = shown(text);
    expect(html).toBe(text);
    expect(warnings).toEqual([]);
  });
});
