import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { toHtml } from "hast-util-to-html";
import { describe, expect, it } from "vitest";

import { noteWords } from "#app/words/publishing/writing";

import { compileNote } from "./compile-note";
import { mermaidSvg } from "./rehype-mermaid";

const FLOW = "graph LR\n  A[Data] --> B{Model}\n  B -->|yes| C[Loan]";

describe("mermaidSvg", () => {
  it("draws the diagram with the theme's variables and nothing from another origin", () => {
    const svg = toHtml(mermaidSvg(FLOW, "mermaid-1"));
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 [\d. ]+"[^>]*class="mermaid-svg"/);
    for (const label of ["Data", "Model", "Loan", "yes"]) expect(svg).toContain(`>${label}</text>`);
    // Colours are the variables app/styles/notes.css sets; no style sheet, no @import, no fixed colour.
    expect(svg).toContain('fill="var(--_node-fill)"');
    // Its lines end in its arrowheads.
    expect(svg).toContain('marker-end="url(#mermaid-1-arrowhead)"');
    expect(svg).not.toMatch(/<style|@import|googleapis|style="|#[0-9a-f]{6}/i);
    expect(svg).not.toContain("data-");
  });

  it("gives each diagram's ids a prefix of its own, and the references to them too", () => {
    const svg = toHtml(mermaidSvg(FLOW, "mermaid-2"));
    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id!.startsWith("mermaid-2-"))).toBe(true);
    const references = [...svg.matchAll(/url\(#([^)]+)\)/g)].map((match) => match[1]);
    expect(references.length).toBeGreaterThan(0);
    expect(references.every((reference) => ids.includes(reference))).toBe(true);
  });

  it("keeps a label's markup as text: it cannot add an element", () => {
    const svg = toHtml(mermaidSvg('graph TD\n  A["<script>alert(1)</script><img src=x onerror=alert(2)>"] --> B', "m"));
    expect(svg).not.toMatch(/<script|<img/);
    expect(svg).toContain("&#x3C;script>");
  });

  it.each([
    ["a sequence diagram", "sequenceDiagram\n  Alice->>Bob: Hello"],
    ["a state diagram", "stateDiagram-v2\n  [*] --> Idle\n  Idle --> Done: go"],
    ["a class diagram", "classDiagram\n  Animal <|-- Duck"],
    ["an entity-relationship diagram", "erDiagram\n  CUSTOMER ||--o{ ORDER : places"],
  ])("draws %s", (_, source) => {
    expect(toHtml(mermaidSvg(source, "m"))).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });
});

describe("a note with Mermaid blocks", () => {
  function note(body: string): string {
    const folder = mkdtempSync(join(tmpdir(), "mermaid-"));
    const file = join(folder, "diagram.md");
    writeFileSync(file, `---\ntitle: Diagrams\ndate: 2025-01-01\n---\n\n${body}\n`);
    return file;
  }

  it("becomes a figure with the drawing and its source, and a page that needs no script for it", async () => {
    const { code, warnings } = await compileNote(note(`Before.\n\n\`\`\`mermaid\n${FLOW}\n\`\`\`\n`));
    expect(warnings).toEqual([]);
    expect(code).toContain('className: "mermaid-diagram"');
    expect(code).toContain('className: "mermaid-svg"');
    expect(code).toContain(JSON.stringify(noteWords.diagramSource));
    expect(code).toContain('className: "mermaid-source"');
  });

  it("warns with the file and line of a diagram it cannot draw, and shows its text as code", async () => {
    const file = note('Intro.\n\n```mermaid\npie\n  "a": 1\n```\n');
    const { code, warnings } = await compileNote(file);
    expect(warnings).toEqual([
      expect.stringMatching(
        /diagram\.md:8: this Mermaid diagram cannot be drawn, so it is shown as code: Invalid mermaid header: "pie"/,
      ),
    ]);
    expect(code).not.toContain("mermaid-diagram");
    expect(code).toContain("pie");
  });
});
