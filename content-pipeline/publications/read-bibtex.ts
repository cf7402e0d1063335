/**
 * Reads the owner's BibTeX file into publications, at build time: the parser never reaches the browser.
 * A syntax error, an entry without a key or title, or a key used twice stops the build with the file and
 * line; what BibTeX itself only warns about (an unknown LaTeX command, an undefined @string, a link that
 * is not a web address) becomes a warning, and the entry is kept.
 */
import { type Entry, parse } from "@retorquere/bibtex-parser";

import type { Publication, PublicationLinkKind } from "#app/site/content-types";

import {
  arxivId,
  authors,
  date,
  dateProblems,
  isSelected,
  keywords,
  kind,
  linkValues,
  publicationType,
  safeLink,
  text,
  venue,
} from "./bibtex-fields";
import { rereadFields, unknownCommand } from "./bibtex-text";

/** A problem in the file, placed at a line (and column, 1-based) when it can be. */
export type BibtexProblem = { line?: number; column?: number; message: string };

/** "file:line:column: message", as compilers write it (editors and terminals link it). */
export function describeProblem(file: string, { line, column, message }: BibtexProblem): string {
  return `${file}${line ? `:${line}` : ""}${line && column ? `:${column}` : ""}: ${message}`;
}

/** The build stops on this one: its message names the file and the line. */
export class BibtexError extends Error {
  constructor(file: string, problem: BibtexProblem) {
    super(describeProblem(file, problem));
    this.name = "BibtexError";
  }
}

export type BibtexReading = { publications: Publication[]; warnings: BibtexProblem[] };

/** The line (1-based) of a position in `source`. */
function lineAt(source: string, offset: number): number {
  return source.slice(0, offset).split("\n").length;
}

/** "@article{key}" for an entry's text, to name it in a message. */
function entryName(input: string): string {
  const [, type, key] = /^@\s*(\w+)\s*[{(]\s*([^,\s]*)/.exec(input) ?? [];
  return type ? `@${type}{${key}}` : "an entry";
}

function toPublication(entry: Entry, warn: (message: string) => void): Publication {
  const { fields } = entry;
  const arxiv = arxivId(fields);
  const links: Partial<Record<PublicationLinkKind, string>> = {};
  for (const [name, value] of Object.entries(linkValues(fields, arxiv)) as [PublicationLinkKind, string][]) {
    const checked = safeLink(value);
    if ("url" in checked) links[name] = checked.url;
    else warn(`${name} left out: ${checked.refused}`);
  }
  const page = text(fields, "url") && safeLink(text(fields, "url")!);
  if (page && "refused" in page) warn(`url left out: ${page.refused}`);
  const entryVenue = venue(fields);
  const entryKind = kind(entry.type, fields, arxiv);
  const entryAbstract = text(fields, "abstract");
  return {
    key: entry.key,
    title: text(fields, "title")!,
    ...authors(fields),
    ...date(fields),
    ...(entryVenue ? { venue: entryVenue } : {}),
    ...(entryKind ? { kind: entryKind } : {}),
    type: publicationType(entry.type, entryKind),
    keywords: keywords(fields),
    ...(entryAbstract ? { abstract: entryAbstract } : {}),
    ...(page && "url" in page ? { url: page.url } : {}),
    links,
    selected: isSelected(fields),
    bibtex: entry.input.trim(),
  };
}

/**
 * The publications in a BibTeX source, in the file's order, with the warnings to show. Throws a
 * BibtexError naming `file` (as it should be shown, e.g. relative to the project) and the line.
 */
export function readBibtex(source: string, file: string): BibtexReading {
  const unknownCommands: { entry: Entry | undefined; command: string }[] = [];
  const library = parse(source, {
    // As written: no sentence case, so titles keep the owner's capitals.
    english: false,
    // A command the parser does not know is left out and its argument kept: "\textsl{word}" reads "word" (the
    // parser hands some over with their argument, some without).
    unsupported: (_node, command, entry) => {
      const { name, kept } = unknownCommand(command);
      unknownCommands.push({ entry, command: name });
      return kept;
    },
  });

  const warnings: BibtexProblem[] = [];
  for (const error of library.errors) {
    // The parser places syntax errors itself ("… at line 12, column 3 in "article""); the entry's own start is
    // where the owner looks first, so the message names both.
    const at = /^(.*?)\s*at line (\d+), column (\d+) in "[^"]*"$/s.exec(error.error);
    if (at) {
      const start = error.input ? source.indexOf(error.input) : -1;
      const where = start >= 0 ? ` in ${entryName(error.input!)}, which starts at line ${lineAt(source, start)}` : "";
      throw new BibtexError(file, {
        line: Number(at[2]),
        column: Number(at[3]),
        message: `BibTeX syntax error${where}: ${at[1]}`,
      });
    }
    // The rest (an @string never defined) name what they miss in quotes.
    const missing = /"([^"]+)"/.exec(error.error)?.[1];
    const offset = missing ? source.indexOf(missing) : -1;
    warnings.push({ ...(offset >= 0 ? { line: lineAt(source, offset) } : {}), message: error.error });
  }

  // The same entries as the parser's raw text, to read again the fields it mangles (bibtex-text.ts).
  const raw = parse(source, { english: false, raw: true }).entries;
  const starts = new Map<Entry, number>();
  const seen = new Map<string, number>();
  let searchFrom = 0;
  const publications = library.entries.map((read, index) => {
    const again = rereadFields(read, raw[index]?.key === read.key ? raw[index] : undefined);
    const entry = { ...read, fields: again.fields };
    const start = source.indexOf(entry.input, searchFrom);
    searchFrom = start + entry.input.length;
    starts.set(entry, start);
    const line = lineAt(source, start);
    const fail = (message: string): never => {
      throw new BibtexError(file, { line, message });
    };
    if (!entry.key) fail(`@${entry.type} entry without a citation key`);
    if (seen.has(entry.key)) fail(`the key "${entry.key}" is used twice (first at line ${seen.get(entry.key)})`);
    seen.set(entry.key, line);
    if (!text(entry.fields, "title")) fail(`@${entry.type}{${entry.key}} has no title`);
    const name = `@${entry.type}{${entry.key}}`;
    // A command met in a field read again counts as the new reading found it: a formula kept as TeX knows none.
    for (const unknown of unknownCommands) {
      if (unknown.entry === read && again.rawTexts.some((rawText) => rawText.includes(unknown.command))) {
        unknown.entry = undefined;
      }
    }
    unknownCommands.push(...again.unknown.map((command) => ({ entry: read, command })));
    starts.set(read, start);
    for (const problem of dateProblems(entry.fields)) {
      // At the field's own line: "year = {99999} …" starts with its name.
      const field = new RegExp(`\\b${problem.split(" ")[0]}\\s*=`, "i").exec(entry.input);
      warnings.push({
        line: field ? lineAt(source, start + field.index) : line,
        message: `${name}: ${problem}, so the entry's date leaves it out`,
      });
    }
    return toPublication(entry, (message) => warnings.push({ line, message: `${name}: ${message}` }));
  });

  for (const { entry, command } of unknownCommands) {
    if (!entry) continue;
    const at = source.indexOf(command, starts.get(entry) ?? 0);
    warnings.push({
      ...(at >= 0 ? { line: lineAt(source, at) } : {}),
      message: `@${entry.type}{${entry.key}}: unknown LaTeX command ${command} left out (its argument is kept)`,
    });
  }
  return { publications, warnings };
}
