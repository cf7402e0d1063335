import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { readNote } from "./read-note";

const broken = (name: string) => join(import.meta.dirname, "..", "..", "tests", "fixtures", "broken-notes", name);
const fixture = (name: string) => join(import.meta.dirname, "..", "..", "tests", "fixtures", "content", "notes", name);

/** The build's message for a file: its path from the project and the line, as editors link them. */
function refusal(name: string): string {
  try {
    readNote(broken(name), "notes");
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${name} was read without an error`);
}

describe("a note the build refuses names its file and line", () => {
  // Each line counted by hand in the fixture file.
  it.each([
    ["no-front-matter.md", 1, 'a note starts with front matter between two "---" lines'],
    ["broken-yaml.md", 5, "the front matter is not valid YAML"],
    ["missing-title.md", 2, 'front matter: "title" is missing'],
    ["missing-date.md", 2, 'front matter: "date" is missing'],
    ["impossible-date.md", 3, 'front matter: "date" must be a date that exists'],
    ["unknown-field.md", 4, 'front matter: unknown field "tag"'],
    ["yaml-aliases.md", 5, "the front matter uses a YAML alias (*name)"],
    ["unknown-component.mdx", 8, "unknown component <Chart>"],
    ["malformed.ipynb", 5, "this notebook is not valid JSON"],
    ["nbformat-3.ipynb", 3, "nbformat 3 is not supported"],
    ["notebook-without-date.ipynb", 5, `the notebook's metadata: "date" is missing`],
  ])("%s, at line %i", (name, line, problem) => {
    expect(refusal(name)).toMatch(new RegExp(`^tests/fixtures/broken-notes/${name.replace(".", "\\.")}:${line}: `));
    expect(refusal(name)).toContain(problem);
  });
});

describe("readNote", () => {
  it("reads a Markdown note's fields, tags by slug, and its reading time", () => {
    const note = readNote(fixture("markdown-features.md"), "notes");
    expect(note).toMatchObject({
      collection: "notes",
      slug: "markdown-features",
      path: "/notes/markdown-features",
      format: "md",
      title: "Reading a loan model's odds",
      date: "2025-02-10",
      tags: [
        { name: "Statistics", slug: "statistics" },
        { name: "Python", slug: "python" },
      ],
      draft: false,
      readingMinutes: 1,
      interactive: false,
    });
  });

  it("marks an MDX note that shows an interactive site component, and allows the components it brings itself", () => {
    expect(readNote(fixture("live-verdict.mdx"), "notes").interactive).toBe(true);
    expect(readNote(broken("own-components.mdx"), "notes").interactive).toBe(true);
  });

  it("takes a notebook's title from its first cell's heading, and its summary from the first paragraph", () => {
    const note = readNote(fixture("notebook-outputs.ipynb"), "notes");
    expect(note.title).toBe("Every kind of output");
    expect(note.summary).toMatch(/^This notebook prints text, writes to both streams/);
    expect(note.tags.map((tag) => tag.name)).toEqual(["Python", "Notebooks"]);
  });

  it("takes a notebook's title and summary from its metadata when it has them", () => {
    const note = readNote(fixture("hostile-output.ipynb"), "notes");
    expect(note.title).toBe("A hostile notebook");
    expect(note.summary).toBe("Scripts, event handlers and javascript: links in every place a notebook can hold HTML.");
  });
});

/** A note written to a temporary folder, for inputs too large or too odd to keep as fixture files. */
function written(name: string, text: string | Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), "note-")), name);
  writeFileSync(file, text);
  return file;
}

const notebook = (metadata: object, cells: object[] = []) =>
  JSON.stringify({ nbformat: 4, nbformat_minor: 5, metadata, cells }, null, 1);

describe("the limits of a note", () => {
  it("refuse a title of more than 300 characters, at its line, before anything else reads it", () => {
    const title = "A".repeat(5_000_000);
    expect(() => readNote(written("huge.md", `---\ndate: 2025-01-01\ntitle: ${title}\n---\n`), "notes")).toThrow(
      /huge\.md:3: front matter: "title" must be 300 characters at most \(it has 5,000,000\)$/,
    );
    expect(
      readNote(written("fits.md", `---\ndate: 2025-01-01\ntitle: ${"A".repeat(300)}\n---\n`), "notes").title,
    ).toHaveLength(300);
    expect(() =>
      readNote(written("huge.ipynb", notebook({ date: "2025-01-01", title: "B".repeat(301) })), "notes"),
    ).toThrow(/huge\.ipynb:\d+: the notebook's metadata: "title" must be 300 characters at most \(it has 301\)/);
    const heading = { cell_type: "markdown", metadata: {}, source: `# ${"C".repeat(400)}` };
    expect(() => readNote(written("heading.ipynb", notebook({ date: "2025-01-01" }, [heading])), "notes")).toThrow(
      /heading\.ipynb:\d+: the title, the first Markdown cell's "# " heading, must be 300 characters at most \(it has 400\)/,
    );
  });
});

describe("a note's text", () => {
  it("loses the control characters of its fields, which would show as boxes", () => {
    const note = readNote(
      written("escaped.md", '---\ntitle: "A \\e[31mred\\e[0m title\\a"\ndate: 2025-01-01\ntags: ["x\\x07y"]\n---\n'),
      "notes",
    );
    expect(note.title).toBe("A [31mred[0m title");
    expect(note.tags).toEqual([{ name: "xy", slug: "xy" }]);
  });

  it("may start with a UTF-8 byte-order mark, as some Windows editors write it", () => {
    const note = readNote(
      written("bom.md", "\uFEFF---\ntitle: From Notepad\ndate: 2025-01-01\n---\n\nText.\n"),
      "notes",
    );
    expect(note.title).toBe("From Notepad");
    const notebook = readNote(
      written(
        "bom.ipynb",
        `\uFEFF${JSON.stringify({ nbformat: 4, nbformat_minor: 5, metadata: { date: "2025-01-01", title: "T" }, cells: [] })}`,
      ),
      "notes",
    );
    expect(notebook.title).toBe("T");
  });
});

describe("a note's cover", () => {
  const withCover = (cover: string, files: Record<string, string | Buffer> = {}) => {
    const file = written("covered.md", `---\ntitle: Covered\ndate: 2025-01-01\ncover: '${cover}'\n---\n`);
    for (const [name, bytes] of Object.entries(files)) writeFileSync(join(file, "..", name), bytes);
    return file;
  };
  const approvals = readFileSync(fixture("images/approvals.png"));

  it("is an image beside the note, with its size, or a file of public/ by its path on the site", () => {
    expect(readNote(withCover("./cover.png", { "cover.png": approvals }), "notes").cover).toMatchObject({
      file: expect.stringMatching(/cover\.png$/),
      width: 320,
      height: 200,
    });
    // public/og-image.png, the site's own preview image: 1200 × 630.
    expect(readNote(withCover("/og-image.png"), "notes").cover).toMatchObject({
      src: "/og-image.png",
      width: 1200,
      height: 630,
    });
  });

  it("is published sanitised when it is an SVG beside the note", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2" onload="alert(1)"><rect width="4" height="2"/></svg>';
    const cover = readNote(withCover("./cover.svg", { "cover.svg": svg }), "notes").cover as { file: string };
    expect(readFileSync(cover.file, "utf8")).toBe(
      '<svg width="4" height="2" xmlns="http://www.w3.org/2000/svg"><rect width="4" height="2"/></svg>\n',
    );
  });

  it("is refused at its line when it is outside the note's folder, elsewhere on the machine, on another site or missing", () => {
    for (const [cover, problem] of [
      ["../../etc/hostname", "is outside the note's folder"],
      ["/etc/hostname", "is not there (no file public/etc/hostname)"],
      ["/../../../etc/hostname", "is outside public/"],
      ["https://example.org/cover.png", "is neither a file beside the note"],
      ["/\\evil.example/cover.png", "is neither a file beside the note"],
      ["./missing.png", "is not there (no file "],
    ]) {
      expect(() => readNote(withCover(cover!), "notes"), cover).toThrow(
        new RegExp(
          `covered\\.md:4: cover: ${cover!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} ${problem!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
        ),
      );
    }
  });

  it("is refused when it is not an image", () => {
    expect(() => readNote(withCover("./cover.png", { "cover.png": "not a PNG" }), "notes")).toThrow(
      /covered\.md:4: cover: \.\/cover\.png is not an image the build can read/,
    );
  });
});
