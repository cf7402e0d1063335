/**
 * From a parsed BibTeX entry's fields (LaTeX already turned into Unicode by @retorquere/bibtex-parser) to
 * the values the pages show: text without markup, authors, dates, the venue and kind, and safe links.
 */
import type { Creator } from "@retorquere/bibtex-parser";

import type { Author, PublicationKind, PublicationLinkKind, PublicationType } from "#app/site/content-types";

import { isSitePath } from "../site-path";
import { GREATER, LESS } from "./bibtex-text";

type Fields = Record<string, unknown>;

// The only markup the parser writes (for \emph, \textbf, \textsc, \url, case protection, paragraphs …);
// the pages show text. The entry's own "<" and ">" reach here as LESS and GREATER (bibtex-text.ts), so these
// tags cannot come from its text.
const PARSER_MARKUP = /<\/?(?:a|b|i|sup|sub|code|span|p|blockquote|ul|ol|li|br)(?:\s[^>]*)?>/g;

/**
 * Composed Unicode. LaTeX puts accents on a dotless i or j (`{\'\i}`), which the parser keeps as "ı" and a
 * combining accent; Unicode's "i" drops its dot under an accent by itself, so "Garc{\'\i}a" reads, and
 * searches, as "García".
 */
function composed(value: string): string {
  return value
    .replace(/ı(?=[\u0300-\u036f])/g, "i")
    .replace(/ȷ(?=[\u0300-\u036f])/g, "j")
    .normalize("NFC");
}

/** A field as plain text: markup dropped, white space collapsed; undefined when absent or blank. */
export function text(fields: Fields, name: string): string | undefined {
  const value = fields[name];
  if (typeof value !== "string") return undefined;
  const plain = composed(
    value.replace(PARSER_MARKUP, "").replaceAll(LESS, "<").replaceAll(GREATER, ">").replace(/\s+/g, " ").trim(),
  );
  return plain || undefined;
}

function creatorName(creator: Creator): string {
  if (creator.name) return creator.name;
  const name = [creator.firstName, creator.prefix, creator.lastName].filter(Boolean).join(" ");
  return creator.suffix ? `${name} ${creator.suffix}` : name;
}

/** The `author` list; BibTeX's closing "and others" becomes `moreAuthors`. */
export function authors(fields: Fields): { authors: Author[]; moreAuthors: boolean } {
  const creators = (fields.author as Creator[] | undefined) ?? [];
  const named = creators.filter((creator) => !(creator.lastName === "others" && !creator.firstName));
  return {
    authors: named.map((creator) => {
      const family = composed([creator.prefix, creator.lastName].filter(Boolean).join(" "));
      return {
        name: composed(creatorName(creator)),
        ...(creator.firstName ? { given: composed(creator.firstName) } : {}),
        ...(family && !creator.name ? { family } : {}),
      };
    }),
    moreAuthors: named.length < creators.length,
  };
}

/** The years an entry may be dated in: outside them, a typo ("99999", "2o24" read as 2) more likely than a date. */
export const FIRST_YEAR = 1000;
export const LAST_YEAR = 2100;

const isYear = (year: number) => Number.isInteger(year) && year >= FIRST_YEAR && year <= LAST_YEAR;
const isMonth = (month: number) => Number.isInteger(month) && month >= 1 && month <= 12;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * What `year`, `month` and BibLaTeX's `date` say, each checked: a value that is no date BibTeX would print is a
 * problem to warn about, and left out (a year outside 1000–2100, month 13, 2024-99-99). A year in words
 * ("in press") is not a date either, but is no mistake: it is left out without a word.
 */
function dateParts(fields: Fields): { year?: number; month?: number; problems: string[] } {
  const problems: string[] = [];
  const yearText = text(fields, "year");
  const monthText = text(fields, "month");
  const dateText = text(fields, "date");
  let year: number | undefined;
  let month: number | undefined;
  if (yearText !== undefined && /^\d+$/.test(yearText)) {
    if (isYear(Number(yearText))) year = Number(yearText);
    else problems.push(`year = {${yearText}} is not a year from ${FIRST_YEAR} to ${LAST_YEAR}`);
  }
  // The parser turns month names and macros (jan, March) into numbers.
  if (monthText !== undefined && /^\d+$/.test(monthText)) {
    if (isMonth(Number(monthText))) month = Number(monthText);
    else problems.push(`month = {${monthText}} is not a month`);
  }
  // BibLaTeX's ISO 8601 dates (2024, 2024-03, 2024-03-15, and ranges "2020/2021", of which the start counts).
  const iso = dateText === undefined ? undefined : /^(\d+)(?:-(\d+)(?:-(\d+))?)?(?:\/.*)?$/.exec(dateText);
  if (iso) {
    const [y, m, d] = [iso[1], iso[2], iso[3]].map((part) => (part === undefined ? undefined : Number(part)));
    const exists =
      iso[1]!.length === 4 &&
      isYear(y!) &&
      (m === undefined || isMonth(m)) &&
      (d === undefined || (d >= 1 && d <= daysIn(y!, m!)));
    if (!exists) problems.push(`date = {${dateText}} is not a date that exists`);
    else if (year === undefined) {
      year = y;
      month ??= m;
    }
  }
  return { year, month, problems };
}

/** The year, and the date as far as known ("2024-03"), from `year` and `month` or BibLaTeX's `date` (2024-03-15). */
export function date(fields: Fields): { year?: number; date?: string } {
  const { year, month } = dateParts(fields);
  if (year === undefined) return {};
  return { year, date: month === undefined ? String(year) : `${year}-${String(month).padStart(2, "0")}` };
}

/** Why the entry's year, month or date were left out, one message each (none when they read). */
export function dateProblems(fields: Fields): string[] {
  return dateParts(fields).problems;
}

/** An arXiv identifier: `eprint` with `archiveprefix`/`eprinttype` arXiv, an `arxiv` field, or Google Scholar's journal. */
export function arxivId(fields: Fields): string | undefined {
  const archive = (text(fields, "archiveprefix") ?? text(fields, "eprinttype"))?.toLowerCase();
  if (archive === "arxiv" && text(fields, "eprint")) return text(fields, "eprint");
  if (text(fields, "arxiv")) return text(fields, "arxiv");
  return /^arXiv preprint arXiv:(\S+)$/i.exec(text(fields, "journal") ?? "")?.[1];
}

/** Where it appeared: the journal, the proceedings, the school, institution or publisher. */
export function venue(fields: Fields): string | undefined {
  for (const name of ["journal", "journaltitle", "booktitle", "school", "institution", "publisher", "howpublished"]) {
    const value = fields[name];
    // The parser gives institution and publisher as lists.
    const joined = Array.isArray(value) ? value.join(", ") : value;
    const plain = text({ [name]: joined }, name);
    if (plain) return plain;
  }
  return undefined;
}

/** The kind of work, from the entry type (and a thesis's `type` field), when the venue does not say it. */
export function kind(type: string, fields: Fields, arxiv: string | undefined): PublicationKind | undefined {
  const thesisType = (text(fields, "type") ?? "").toLowerCase();
  if (type === "phdthesis" || (type === "thesis" && /phd|doctor/.test(thesisType))) return "phd-thesis";
  if (type === "mastersthesis" || (type === "thesis" && /master|^ma|msc|mphil/.test(thesisType))) {
    return "masters-thesis";
  }
  if (type === "thesis") return "thesis";
  if (type === "techreport" || type === "report") return "report";
  const published = text(fields, "booktitle") ?? text(fields, "journal") ?? text(fields, "journaltitle");
  if (arxiv && (!published || /^arXiv\b/i.test(published))) return "preprint";
  return undefined;
}

/**
 * A link as given: an http(s) address or a path on this site (a file in public/, e.g. "/papers/x.pdf").
 * Anything else (javascript:, data:, a bare file name) is refused, with the reason.
 */
export function safeLink(value: string): { url: string } | { refused: string } {
  if (isSitePath(value)) return { url: value };
  try {
    const url = new URL(value);
    if (url.protocol === "https:" || url.protocol === "http:") return { url: url.href };
  } catch {
    // Not an address at all: refused below.
  }
  return { refused: `"${value}" is not an http(s) address or a path on the site (one "/", then no backslash)` };
}

/** The address of each link field the entry has, before checking (safeLink). */
export function linkValues(fields: Fields, arxiv: string | undefined): Partial<Record<PublicationLinkKind, string>> {
  const doi = text(fields, "doi")?.replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:)/i, "");
  const values: Partial<Record<PublicationLinkKind, string | undefined>> = {
    pdf: text(fields, "pdf"),
    arxiv: arxiv && `https://arxiv.org/abs/${encodeURIComponent(arxiv).replaceAll("%2F", "/")}`,
    doi: doi && `https://doi.org/${doi.split("/").map(encodeURIComponent).join("/")}`,
    code: text(fields, "code"),
    slides: text(fields, "slides"),
    video: text(fields, "video"),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value)) as Record<string, string>;
}

/** The entry's keywords (BibTeX's `keywords`, split by the parser), each once, but "selected", which flags it. */
export function keywords(fields: Fields): string[] {
  const words = ((fields.keywords as string[] | undefined) ?? []).map((word) => word.trim());
  return [...new Set(words.filter((word) => word && word.toLowerCase() !== "selected"))];
}

/** The type of work for the list's filter: from the entry type, a preprint (kind) first. */
export function publicationType(type: string, entryKind: PublicationKind | undefined): PublicationType {
  if (entryKind === "preprint") return "preprint";
  if (entryKind) return entryKind === "report" ? "report" : "thesis";
  const byEntryType: Record<string, PublicationType> = {
    article: "article",
    inproceedings: "conference",
    conference: "conference",
    proceedings: "conference",
    book: "book",
    booklet: "book",
    inbook: "chapter",
    incollection: "chapter",
  };
  return byEntryType[type] ?? "other";
}

/** `selected = {true}` (also yes or 1), or "selected" among the keywords (a Zotero tag exports as one). */
export function isSelected(fields: Fields): boolean {
  const flag = text(fields, "selected")?.toLowerCase();
  const keywords = (fields.keywords as string[] | undefined) ?? [];
  return ["true", "yes", "1"].includes(flag ?? "") || keywords.some((word) => word.trim().toLowerCase() === "selected");
}
