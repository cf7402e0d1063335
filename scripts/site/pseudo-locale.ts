/**
 * Writes tests/fixtures/pseudo-locale/: for every content file of the fixture owner (tests/fixtures/content/), one
 * that exports its words bracketed (app/lib/pseudo-locale.ts), with site.ts's locale set to the pseudo-locale, so
 * that the site's own words come from the pseudo pack (English, bracketed: content-pipeline/content-dir.ts). `npm run
 * build:pseudo` builds the site on it for tests/e2e/words.spec.ts. It also writes the owner's documents (notes, a
 * case study, publications) with bracketed words. Run `tsx scripts/site/pseudo-locale.ts` after adding a content file;
 * scripts/site/pseudo-locale.test.ts says when.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

import { PSEUDO_LOCALE } from "#content-pipeline/content-dir";

const root = join(import.meta.dirname, "..", "..");
export const PSEUDO_DIR = join(root, "tests", "fixtures", "pseudo-locale");
const fixtures = join(root, "tests", "fixtures", "content");

/** The fixture owner's content modules, by name without extension ("profile"). */
export function contentModules(): string[] {
  return readdirSync(fixtures)
    .filter((name) => /^[^.]+\.ts$/.test(name))
    .map((name) => name.slice(0, -3))
    .sort();
}

/** The module a pseudo-locale file brackets. */
export function sourceOf(name: string): string {
  return `#tests/fixtures/content/${name}`;
}

/** The pseudo-locale file for one content module, given the names of its values. */
export function pseudoFile(name: string, exports: readonly string[]): string {
  const source = sourceOf(name);
  const value = (name: string) =>
    // The site's locale says which pack of words the build takes: the pseudo one.
    name === "site"
      ? `{ ...bracket(content.site), locale: ${JSON.stringify(PSEUDO_LOCALE)} } as const`
      : `bracket(content.${name})`;
  const lines = exports.map((name) => `export const ${name} = ${value(name)};`);
  // A module of types only (note-entry.ts) has no words: it is re-exported, with nothing to import.
  const imports = lines.length
    ? [`import { bracket } from "#app/lib/pseudo-locale";`, `import * as content from "${source}";`, ""]
    : [];
  return [
    `// Written by scripts/site/pseudo-locale.ts: ${source}, every word bracketed.`,
    ...imports,
    `export type * from "${source}";`,
    ...lines,
    "",
  ].join("\n");
}

/** Words of the documents below, bracketed as app/lib/pseudo-locale.ts brackets the content's. */
const words = (text: string) => `⟦${text}⟧`;

/** The fixture owner's model folders (tests/fixtures/content/models/<id>/), by id. */
export function modelFolders(): string[] {
  return readdirSync(join(fixtures, "models"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The columns of a model's test.csv that are inputs: all but the target (target, label or y, else the last). */
function inputColumns(id: string): string[] {
  const header = readFileSync(join(fixtures, "models", id, "test.csv"), "utf8")
    .split(/\r?\n/, 1)[0]!
    .split(",");
  const target = header.findLastIndex((column) => ["target", "label", "y"].includes(column));
  return header.filter((_, index) => index !== (target === -1 ? header.length - 1 : target));
}

/**
 * A model folder's model.ts for the pseudo-locale: the fixture's, its words bracketed (the field names it keys
 * and the attributes it names for fairness are the data's, and stay). A folder with no model.ts gets a title and
 * a label per field, bracketed: the build would otherwise name them after the folder and test.csv's columns, which
 * are the owner's words too.
 */
export function pseudoModelFile(id: string, refined: boolean): string {
  const source = sourceOf(`models/${id}/model`);
  if (!refined) {
    const title = JSON.stringify(words(id.replace(/-/g, " ")));
    const label = (column: string) => `    ${column}: { label: ${JSON.stringify(words(column))} },`;
    // As Prettier writes it, so that `npm run format` leaves it as it is.
    return [
      `// Written by scripts/site/pseudo-locale.ts: tests/fixtures/content/models/${id} has no model.ts, so its`,
      "// title and its fields' labels.",
      "export const model = {",
      `  title: ${title},`,
      "  fields: {",
      ...inputColumns(id).map(label),
      "  },",
      "};",
      "",
    ].join("\n");
  }
  return [
    `// Written by scripts/site/pseudo-locale.ts: ${source}, every word bracketed.`,
    `import { bracket } from "#app/lib/pseudo-locale";`,
    `import * as content from "${source}";`,
    "",
    "export const model = bracket(content.model);",
    "",
  ].join("\n");
}

// A 1×1 PNG: a figure the notebook drew, which the page shows with the site's words for its text alternative.
const PIXEL = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/**
 * The owner's documents, bracketed: two notes (one long enough for a table of contents, so both have a
 * neighbour), a notebook with a printed line and a figure, a project card's case study, and a BibTeX file with
 * one selected entry. Without them the build would read app/content's own, whose words are the owner's text, not
 * the site's.
 */
export const PSEUDO_DOCUMENTS: Readonly<Record<string, string>> = {
  "notes/first-note.md": note("2025-01-10", ["First section", "Second section", "Third section"]),
  "notes/second-note.md": note(
    "2025-02-10",
    ["Only section"],
    ["```mermaid", "graph LR", `  A[${words("Data")}] --> B[${words("Model")}]`, "```"],
  ),
  "notes/third-note.ipynb": notebook("2025-03-10"),
  "projects/rag-knowledge-assistant.md": note("2024-11-20", ["What was built"]),
  "publications.bib": [
    "@article{pseudo2024,",
    `  author = {{${words("Ann Lee")}}},`,
    `  title = {{${words("A paper")}}},`,
    `  journal = {${words("A journal")}},`,
    "  year = {2024},",
    `  abstract = {${words("What the paper found.")}},`,
    "  selected = {true},",
    "}",
    "",
  ].join("\n"),
};

/** A note with its sections, and `extra` lines after them (a Mermaid diagram, whose labels are words too). */
function note(date: string, sections: readonly string[], extra: readonly string[] = []): string {
  const body = [
    ...sections.map((section) => `## ${words(section)}\n\n${words("A paragraph of the note.")}\n`),
    ...(extra.length > 0 ? [`${extra.join("\n")}\n`] : []),
  ];
  const front = [`title: "${words("A note")}"`, `date: ${date}`, `summary: "${words("What it is about.")}"`];
  return ["---", ...front, `tags: ["${words("Tag")}"]`, "---", "", ...body].join("\n");
}

function notebook(date: string): string {
  const markdown = (source: string) => ({ cell_type: "markdown", metadata: {}, source });
  const code = { cell_type: "code", execution_count: 1, metadata: {}, source: "print(1)" };
  const outputs = [
    { output_type: "stream", name: "stdout", text: "1\n" },
    { output_type: "display_data", data: { "image/png": PIXEL, "text/plain": "<Figure>" }, metadata: {} },
  ];
  const cells = [
    markdown(`# ${words("A notebook")}\n\n${words("What it is about.")}`),
    { ...code, outputs },
    markdown(`## ${words("Only section")}\n\n${words("A paragraph of the note.")}`),
  ];
  const metadata = { date, tags: [words("Tag")], kernelspec: { name: "python3", language: "python" } };
  return `${JSON.stringify({ nbformat: 4, nbformat_minor: 5, metadata, cells }, null, 1)}\n`;
}

if (import.meta.main) {
  rmSync(PSEUDO_DIR, { recursive: true, force: true });
  mkdirSync(PSEUDO_DIR, { recursive: true });
  for (const name of contentModules()) {
    const module = (await import(sourceOf(name))) as Record<string, unknown>;
    writeFileSync(join(PSEUDO_DIR, `${name}.ts`), pseudoFile(name, Object.keys(module).sort()));
  }
  for (const [path, text] of Object.entries(PSEUDO_DOCUMENTS)) {
    mkdirSync(dirname(join(PSEUDO_DIR, path)), { recursive: true });
    writeFileSync(join(PSEUDO_DIR, path), text);
  }
  // The models: their files as they are, and their words bracketed.
  for (const id of modelFolders()) {
    const from = join(fixtures, "models", id);
    const to = join(PSEUDO_DIR, "models", id);
    mkdirSync(to, { recursive: true });
    const files = readdirSync(from);
    for (const file of files.filter((name) => name !== "model.ts")) copyFileSync(join(from, file), join(to, file));
    writeFileSync(join(to, "model.ts"), pseudoModelFile(id, files.includes("model.ts")));
  }
  // The colours have no words: the fixture's, as they are.
  copyFileSync(join(fixtures, "theme.css"), join(PSEUDO_DIR, "theme.css"));
  console.log(
    `Wrote ${contentModules().length} modules and ${Object.keys(PSEUDO_DOCUMENTS).length} documents to ${PSEUDO_DIR}`,
  );
}
