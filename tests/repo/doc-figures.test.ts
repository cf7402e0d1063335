import { describe, expect, it } from "vitest";

import { type DocFigure, docText, staleFigures } from "./doc-figures/figures";
import { KIT_FIGURES } from "./doc-figures/kit-figures";
import { MODEL_FIGURES } from "./doc-figures/model-figures";
import { SERVER_FIGURES } from "./doc-figures/server-figures";
import { SITE_FIGURES } from "./doc-figures/site-figures";
import { SIZE_FIGURES } from "./doc-figures/size-figures";

const FIGURES = [...SERVER_FIGURES, ...SITE_FIGURES, ...MODEL_FIGURES, ...KIT_FIGURES, ...SIZE_FIGURES];
const DOCS = [...new Set(FIGURES.map(({ doc }) => doc))].sort();

describe("every figure a doc quotes from the code, its configuration or the model card", () => {
  it.each(DOCS)("%s quotes each as it now is", (doc) => {
    expect(staleFigures(FIGURES.filter((figure) => figure.doc === doc))).toEqual([]);
  });

  it("names the doc, the words it lacks, where they come from and what to do when a constant moves", () => {
    // docs/api.md as it would read had BATCH_MAX_ROWS become 20,000 with the doc left alone.
    const moved: DocFigure = { doc: "docs/api.md", says: "up to 20,000 rows and 2 MiB", from: "BATCH_MAX_ROWS" };
    expect(staleFigures([moved])).toEqual([
      'docs/api.md does not say "up to 20,000 rows and 2 MiB": that is the figure as BATCH_MAX_ROWS has it now. ' +
        "Write it into the doc, or put the code back (tests/repo/doc-figures/ lists every figure a doc quotes).",
    ]);
    expect(docText("docs/api.md")).toContain("up to 10,000 rows and 2 MiB");
  });

  it("reads prose and tables as the reader does: line breaks and padding are one space", () => {
    const read = () => "| `PORT`, `HOST`   | 3000,\n  0.0.0.0 |".replace(/\s+/g, " ");
    expect(staleFigures([{ doc: "x.md", says: "| `PORT`, `HOST` | 3000, 0.0.0.0 |", from: "env" }], read)).toEqual([]);
  });
});
