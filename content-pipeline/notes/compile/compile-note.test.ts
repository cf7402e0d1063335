import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";

import type { NoteModule } from "#app/features/notes/note-entry";

import { elements, parseHtml } from "../../html-document";
import { compileNote } from "./compile-note";

// Imported as the app imports them: compiled by the notes' Vite plugin (vitest.config.ts) from the fixtures.
const notes = {
  markdown: () => import("#tests/fixtures/content/notes/markdown-features.md") as Promise<NoteModule>,
  notebook: () => import("#tests/fixtures/content/notes/notebook-outputs.ipynb") as Promise<NoteModule>,
  hostile: () => import("#tests/fixtures/content/notes/hostile-output.ipynb") as Promise<NoteModule>,
};

// Compiling starts Shiki and KaTeX, which took over 5 s (a test's limit) on a loaded machine: once, here.
beforeAll(() => Promise.all(Object.values(notes).map((load) => load())), 60_000);

async function rendered(load: () => Promise<NoteModule>) {
  const module = await load();
  return { module, html: renderToStaticMarkup(createElement(module.default)) };
}

describe("a compiled Markdown note", () => {
  it("typesets its math with KaTeX at build time: MathML for assistive technology, HTML for the eye", async () => {
    const { html, module } = await rendered(notes.markdown);
    expect(html).toContain(
      '<span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML">',
    );
    expect(html).toContain(
      '<annotation encoding="application/x-tex">z = \\beta_0 + \\sum_{i=1}^{n} \\beta_i x_i</annotation>',
    );
    expect(html).toContain('class="katex-display"');
    expect(module.math).toBe(true);
  });

  it("highlights its code in each of its three languages, each kind of token a variable of the site's colours", async () => {
    const { html } = await rendered(notes.markdown);
    expect(
      html.match(
        /<pre class="shiki site-tokens" style="background-color:var\(--code-background\);color:var\(--code-foreground\)"/g,
      ),
    ).toHaveLength(3);
    // As Shiki's own codeToHtml writes `def` and `export` with the same theme: keywords; no colour of a palette.
    expect(html).toContain('<span style="color:var(--code-token-keyword)">def</span>');
    expect(html).toContain('<span style="color:var(--code-token-keyword)">export</span>');
    expect(html).not.toMatch(/#[0-9A-F]{6}/i);
  });

  it("keeps GFM: an aligned table in a scrolling wrapper, a footnote, a task list", async () => {
    const { html } = await rendered(notes.markdown);
    expect(html).toContain('<div class="note-table" tabindex="0"><table>');
    expect(html).toContain('<th style="text-align:right">Approved</th>');
    expect(html).toMatch(/<a href="#user-content-fn-weight" id="user-content-fnref-weight" data-footnote-ref=""/);
    expect(html).toContain('<section data-footnotes="" class="footnotes">');
    expect(html).toContain(
      '<li class="task-list-item"><label><input type="checkbox" disabled="" checked=""/> Fit the model</label></li>',
    );
  });

  it("imports its image with the file's width and height, and anchors and lists its sections", async () => {
    const { html, module } = await rendered(notes.markdown);
    expect(html).toMatch(
      /<img src="[^"]*approvals\.png[^"]*" alt="Approvals and refusals in the training data" width="320" height="200"/,
    );
    expect(html).toContain('<h2 id="the-formula"><a class="heading-anchor" href="#the-formula">The formula</a></h2>');
    expect(module.toc).toEqual([
      { depth: 2, id: "the-formula", text: "The formula" },
      { depth: 2, id: "the-code", text: "The code" },
      { depth: 2, id: "the-odds", text: "The odds" },
    ]);
  });
});

describe("a compiled notebook", () => {
  it("shows its streams, its result, its DataFrame and its error with the traceback's colours", async () => {
    const { html } = await rendered(notes.notebook);
    expect(html).toContain('<pre class="nb-output nb-stdout" tabindex="0">hello from stdout\n</pre>');
    expect(html).toContain('<pre class="nb-output nb-stderr" tabindex="0">a warning on stderr\n</pre>');
    expect(html).toContain('<pre class="nb-output nb-text" tabindex="0">42</pre>');
    expect(html).toMatch(/<div class="nb-output nb-html">.*<table[^>]*>.*<th>income<\/th>.*<td>5849<\/td>/s);
    expect(html).toContain('<span class="ansi-red-fg">ZeroDivisionError</span>');
  });

  // That they are files is the build's part (tests/e2e/notes.spec.ts); the dev server may inline small ones.
  it("shows its PNG and SVG with their width and height, and highlights code as its kernel's language", async () => {
    const { html } = await rendered(notes.notebook);
    const images = [
      ...html.matchAll(
        /<img src="[^"]+" alt="Figure drawn by code cell (\d) of the notebook" width="(\d+)" height="(\d+)"/g,
      ),
    ];
    // Sizes read from the images with Python (the PNG's header; the SVG's attributes).
    expect(images.map((match) => match.slice(1))).toEqual([
      ["4", "195", "142"],
      ["5", "120", "60"],
    ]);
    expect(html).toContain('<span style="color:var(--code-token-keyword)">import</span>');
  });

  it("takes its title from its first cell once, and exports the URL of its .ipynb for download", async () => {
    const { html, module } = await rendered(notes.notebook);
    expect(html).not.toContain("Every kind of output");
    expect(module.notebook).toMatch(/notebook-outputs\.ipynb$/);
  });
});

describe("a hostile notebook", () => {
  it("keeps its text and drops every script, handler, javascript: link, frame, form and style", async () => {
    const { html } = await rendered(notes.hostile);
    expect(html).toContain('<p id="hostile-html">Hostile output</p>');
    expect(html).toContain("<strong>bold</strong>");
    // Its code cells show the hostile HTML as text, which is what they hold: look at the elements only.
    const all = [...elements(parseHtml(html))];
    const tags = new Set(all.map((element) => element.tagName));
    for (const tag of ["script", "iframe", "style", "form", "svg", "foreignobject"])
      expect(tags, tag).not.toContain(tag);
    const attributes = all.flatMap((element) => element.attrs);
    expect(attributes.filter((attr) => attr.name.startsWith("on"))).toEqual([]);
    expect(attributes.filter((attr) => /^\s*javascript:/i.test(attr.value))).toEqual([]);
    expect(html.match(/Markdown with/g)).toHaveLength(1);
  });

  it("shows a terminal hyperlink's text without its address, a progress bar's last state, and no control character", async () => {
    const { html } = await rendered(notes.hostile);
    expect(html).toContain('<pre class="nb-output nb-stdout" tabindex="0">see the docs now\n100%\n</pre>');
    expect(html).toContain("<p>Control characters in Markdown: a formfeed, a bell and an escape[31m.</p>");
    // eslint-disable-next-line no-control-regex -- what must not be there
    expect(html).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
  });
});

/** A note file in a temporary folder, for inputs too large to keep as fixtures. */
function written(name: string, text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), "note-")), name);
  writeFileSync(file, text);
  return file;
}

describe("a notebook with an output too long to show", () => {
  it("shows its first 20,000 lines and says the output is cut, and the build warns with the cell", async () => {
    const log = Array.from({ length: 30_000 }, (_, index) => `step ${index}\n`);
    const cell = {
      cell_type: "code",
      source: "train()",
      metadata: {},
      outputs: [{ output_type: "stream", name: "stdout", text: log }],
    };
    const file = written(
      "long-log.ipynb",
      JSON.stringify({ nbformat: 4, nbformat_minor: 5, metadata: { date: "2025-01-01", title: "Log" }, cells: [cell] }),
    );
    const { code, warnings } = await compileNote(file);
    expect(code).toContain('className: "nb-output-cut"');
    expect(code).toContain("Output cut: the rest is in the notebook.");
    expect(code).toContain("step 19999");
    expect(code).not.toContain("step 20000");
    expect(warnings).toEqual([
      expect.stringMatching(
        /long-log\.ipynb:1: code cell 1: an output of 30,000 lines and [\d,]+ characters is cut to its first 20,000 lines/,
      ),
    ]);
  }, 30_000);
});

describe("math a note writes", () => {
  it("warns at the line of a formula KaTeX cannot read, in display math too", async () => {
    const file = written(
      "bad-math.md",
      [
        "---",
        "title: Math",
        "date: 2025-01-01",
        "---",
        "",
        "$$",
        "\\badcommand x",
        "$$",
        "",
        "Inline $\\alsobad$ here.",
        "",
      ].join("\n"),
    );
    const { warnings } = await compileNote(file);
    expect(warnings.map((warning) => warning.replace(/^.*bad-math\.md/, ""))).toEqual([
      ":6: Could not render math with KaTeX",
      ":10: Could not render math with KaTeX",
    ]);
  });

  it("typesets \\label (showing nothing, as LaTeX does), \\tag, and a bare align* as al-folio's authors write it", async () => {
    const file = written(
      "labels.md",
      [
        "---",
        "title: Labels",
        "date: 2025-01-01",
        "---",
        "",
        "$$",
        "a = b \\label{eq:first} \\tag{1}",
        "$$",
        "",
        "\\begin{align*}",
        "x_1 &= y * z \\\\",
        "w_2 &= v * u",
        "\\end{align*}",
        "",
        "\\begin{equation}",
        "p",
        "",
        "q",
        "\\end{equation}",
        "",
      ].join("\n"),
    );
    const { code, warnings } = await compileNote(file);
    expect(code).not.toContain("katex-error");
    // KaTeX's MathML keeps the source as an annotation: the environment reached it whole, Markdown's escapes undone.
    expect(code).toContain("\\\\begin{align*}\\nx_1 &= y * z \\\\\\\\\\nw_2 &= v * u\\n\\\\end{align*}");
    expect(code).toContain('"(1)"');
    expect(code).not.toMatch(/"eq:first"|children: "first"/);
    expect(warnings.map((warning) => warning.replace(/^.*labels\.md/, ""))).toEqual([
      ':15: \\begin{equation} outside $$ is not math here, and its \\end is not in the same paragraph: put the environment between two "$$" lines, without a blank line inside',
    ]);
  });

  it("warns at the notebook file's own line for a formula in a Markdown cell", async () => {
    const cells = [
      { cell_type: "markdown", metadata: {}, source: ["# Title\n", "\n", "$$\n", "\\nope\n", "$$\n"] },
      { cell_type: "markdown", metadata: {}, source: "One line, $\\alsonope$." },
    ];
    const text = JSON.stringify({ cells, metadata: { date: "2025-01-01" }, nbformat: 4, nbformat_minor: 5 }, null, 1);
    const { warnings } = await compileNote(written("cells.ipynb", text));
    // The lines of the file above (one space a level), as Python's json.dumps(indent=1) numbers them: the first
    // cell's "source" list opens at line 6, its "$$" on line 9; the second cell's source is one string, on line 17.
    expect(warnings.map((warning) => warning.replace(/^.*cells\.ipynb/, ""))).toEqual([
      ":9: Could not render math with KaTeX",
      ":17: Could not render math with KaTeX",
    ]);
  });
});

describe("an MDX note that reaches past its page", () => {
  it("is built, with a warning at each line that reads the environment or adds a script", async () => {
    const file = written(
      "reaching.mdx",
      [
        "---",
        "title: Reaching",
        "date: 2025-01-01",
        "---",
        "",
        "export const secret = import.meta.env.SECRET_KEY;",
        "",
        "Home is {process.env.HOME}, and {secret}.",
        "",
        '<script>{"alert(1)"}</script>',
        "",
        '<div dangerouslySetInnerHTML={{ __html: "<b>raw</b>" }} />',
        "",
        "A plain {1 + 1} and an object {{ process: 1 }.process} are nothing to say.",
        "",
      ].join("\n"),
    );
    const { warnings } = await compileNote(file);
    expect(
      warnings.map((warning) => warning.replace(/^.*reaching\.mdx/, "").replace(/: check that it should.*$/, "")),
    ).toEqual([
      ":6: this MDX note reads `import.meta.env`, the build's environment",
      ":8: this MDX note reads `process`, the environment of the machine that builds the site",
      ":10: this MDX note adds an inline <script>, which runs in every reader's browser",
      ":12: this MDX note writes raw HTML (`dangerouslySetInnerHTML`), which may hold a script",
    ]);
  });
});
