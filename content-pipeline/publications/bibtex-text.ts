/**
 * A field's LaTeX read as BibTeX means it. @retorquere/bibtex-parser reads a field as LaTeX would typeset it, and has
 * no option for three things BibTeX itself does not do: it ends the field at a bare "%" (a comment in LaTeX, but
 * BibTeX copies it: "a 5% gain" read "a 5"), prints "<" and ">" outside math as "¡" and "¿" (TeX's old OT1
 * encoding), and rewrites math it cannot spell in Unicode (`$N^{-\alpha}$` read "N-α", `$O(n \log n)$` "O(nn)").
 * So a field holding any of them is read again from its raw text (the parser's `raw` mode), "%" escaped as
 * LaTeX spells it, "<" and ">" set aside, and each formula kept as TeX unless the parser writes it in plain Unicode
 * (`$x^2$` reads "x²", `$\alpha$` "α").
 */
import { type Entry, parse } from "@retorquere/bibtex-parser";

/** The fields the site shows as text. */
export const TEXT_FIELDS = [
  ...["title", "abstract", "journal", "journaltitle", "booktitle", "school", "institution", "publisher"],
  ...["howpublished", "type"],
];

/** The characters that make a field worth reading again. */
const SPECIAL = /[$%<>]/;

// $$…$$, $…$ (not an escaped \$) and \(…\).
const MATH = /\$\$([\s\S]+?)\$\$|(?<!\\)\$((?:\\.|[^$\\])+)\$|\\\(([\s\S]+?)\\\)/g;
// Commands whose Unicode rendering would lose the formula's structure (√n+1 for \sqrt{n+1}).
const STRUCTURE =
  /\\(?:[dt]?frac|sqrt|binom|over|choose|left|right|begin|stackrel|overset|underset|operatorname|mathop|limits)\b/;
// Markup the parser writes (<sup>, <sub>, …): a formula it could not write as plain text.
const MARKUP = /<\/?[a-z][^>]*>/i;
const MARK = (index: number) => `\uE000${index}\uE001`;

/**
 * The entry's own "<" and ">", as the parser passes them through untouched (characters of Unicode's private use
 * area): text() in bibtex-fields.ts turns them back after dropping the parser's markup, so a title about "<p>"
 * keeps it.
 */
export const LESS = "\uE002";
export const GREATER = "\uE003";

type Converted = { value: unknown; unknown: string[] };

/**
 * A LaTeX command the parser does not know, as it hands it over (`\mathcal`, or `\textsl{word}` with its argument):
 * its name, for the warning, and the text to keep, its last braced argument ("word"), or none.
 */
export function unknownCommand(tex: string): { name: string; kept: string } {
  const name = /^\\(?:[a-zA-Z@]+\*?|.)/.exec(tex)?.[0] ?? tex;
  const kept = [...tex.slice(name.length).matchAll(/\{([^{}]*)\}/g)].at(-1)?.[1] ?? "";
  return { name, kept };
}

/** One field's LaTeX as the parser converts it, with the commands it did not know. */
function convert(name: string, tex: string): Converted {
  const unknown: string[] = [];
  const library = parse(`@misc{x, ${name} = {${tex}}}`, {
    english: false,
    unsupported: (_node, command) => {
      const { name: commandName, kept } = unknownCommand(command);
      unknown.push(commandName);
      return kept;
    },
  });
  return { value: library.entries[0]?.fields[name], unknown };
}

/** A formula as text: the parser's Unicode when it is plain and complete, else the TeX as written. */
function formula(name: string, tex: string, body: string): string {
  if (STRUCTURE.test(body)) return tex;
  const { value, unknown } = convert(name, tex);
  return typeof value === "string" && unknown.length === 0 && !MARKUP.test(value) ? value : tex;
}

/** A raw field's text, read again: its formulas set aside, "%", "<" and ">" escaped. */
function reread(name: string, raw: string): Converted {
  const formulas: string[] = [];
  const text = raw
    .replace(MATH, (tex: string, display?: string, inline?: string, paren?: string) => {
      formulas.push(formula(name, tex, display ?? inline ?? paren ?? ""));
      return MARK(formulas.length - 1);
    })
    .replace(/(?<!\\)%/g, "\\%")
    .replaceAll("<", LESS)
    .replaceAll(">", GREATER);
  const { value, unknown } = convert(name, text);
  const restore = (item: unknown) =>
    String(item).replace(/\uE000(\d+)\uE001/g, (_mark, index: string) => formulas[Number(index)]!);
  return { value: Array.isArray(value) ? value.map(restore) : value === undefined ? value : restore(value), unknown };
}

/**
 * The entry's fields (`entry`, as the parser read it), with each text field whose raw text (`raw`, the same entry
 * read in raw mode) holds "$", "%", "<" or ">" read again. `rawTexts` are those fields' raw texts (the unknown
 * commands the first reading met in them no longer count), `unknown` the commands the new reading did not know.
 */
export function rereadFields(
  entry: Entry,
  raw: Entry | undefined,
): { fields: Entry["fields"]; rawTexts: string[]; unknown: string[] } {
  const fields: Record<string, unknown> = { ...entry.fields };
  const rawTexts: string[] = [];
  const unknown: string[] = [];
  for (const name of TEXT_FIELDS) {
    const value: unknown = raw?.fields[name];
    const text = Array.isArray(value) ? value.join(" and ") : value;
    if (typeof text !== "string" || !SPECIAL.test(text)) continue;
    const again = reread(name, text);
    fields[name] = again.value;
    rawTexts.push(text);
    unknown.push(...again.unknown);
  }
  return { fields: fields as Entry["fields"], rawTexts, unknown };
}
