/**
 * Finds the words of a page that did not come from the content in the pseudo-locale build
 * (app/lib/pseudo-locale.ts): its text and its attributes that people read, without what is bracketed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { type DefaultTreeAdapterMap, parse } from "parse5";

import { CLOSE, OPEN } from "#app/lib/pseudo-locale";
import { PSEUDO_LOCALE } from "#content-pipeline/content-dir";
import { LOAN_FIELD_DEFINITIONS } from "#model/fields";
import { OPERATORS } from "#model/kit/onnx/ops/registry";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** Attributes a visitor reads or hears. */
const READ_ATTRIBUTES = ["aria-label", "aria-valuetext", "aria-description", "title", "alt", "placeholder"];
/** Meta tags whose content a visitor reads in a search result or a link preview. */
const READ_META = /^(?:description|og:title|og:description|og:image:alt|og:site_name)$/;
/** Not words: scripts and styles; and code, which shows data as a program spells it (field names, JSON). */
const SKIPPED = new Set(["script", "style", "template", "code", "pre"]);

/**
 * The text left once every bracketed stretch is taken out. A stretch that code cut in two (a title split at
 * " in ", say) leaves an unmatched bracket: its half still came from the content.
 */
export function withoutBracketed(text: string): string {
  let rest = text;
  const balanced = new RegExp(`${OPEN}[^${OPEN}${CLOSE}]*${CLOSE}`, "g");
  while (balanced.test(rest)) rest = rest.replace(balanced, " ");
  return rest.replace(new RegExp(`${OPEN}.*$`), " ").replace(new RegExp(`^.*${CLOSE}`), " ");
}

/**
 * Data, not words, so no language's: the model's field names, dataset columns and choices as the API and the
 * data file spell them ("Credit_History", "Semiurban"), shown in the form, the datasheet and the tables.
 */
const MODEL_NAMES = new Set(
  Object.entries(LOAN_FIELD_DEFINITIONS).flatMap(([field, definition]) => [
    field,
    ...(definition.datasetColumn ? [definition.datasetColumn] : []),
    ...("choices" in definition ? definition.choices.flatMap((choice) => choice.split(" ")) : []),
  ]),
);
/** ONNX's operators, as a model's card counts them ("Concat × 2"): the format's names, in no language. */
const OPERATOR_NAMES = new Set(Object.values(OPERATORS).flatMap((domain) => Object.keys(domain)));

/**
 * Addresses (e-mail, and web addresses with or without their scheme), and a keyboard shortcut as the toasts'
 * library names it after their region ("alt+T").
 */
const ADDRESS = /\S+@\S+\.\w+|(?:https?:\/\/)?(?:[\w-]+\.)+[a-z]{2,}(?:[/?]\S*)?|\b(?:alt|ctrl|shift|meta)\+\w\b/gi;

/**
 * The model card's own text (model/card/*.json, which `npm run model:train` writes from model/training/):
 * a document of the model, published as it is, like its figures; its words are the model's, not the site's.
 */
const MODEL_CARD_TEXT = new Set(
  ["model-evaluation.json", "serving-card.json"].flatMap((file) =>
    strings(JSON.parse(readFileSync(join(import.meta.dirname, "../../../model/card", file), "utf8"))),
  ),
);
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  // A key can be text too: the datasheet's field table is keyed by what it describes ("Empty cells").
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => [key, ...strings(item)]);
  return [];
}

/**
 * Words Intl writes in the site's language (app/lib/format.ts), not the content: the months of a date
 * ("10 February 2025") and the words that join a list ("Ann, Bo and Cy"). The pseudo-locale's build is the one read.
 */
const locale = PSEUDO_LOCALE;
const INTL_WORDS = new Set(
  [
    ...Array.from({ length: 12 }, (_, month) =>
      new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(Date.UTC(2025, month)),
    ),
    ...(["conjunction", "disjunction"] as const).flatMap((type) =>
      new Intl.ListFormat(locale, { type }).formatToParts(["a", "b", "c"]).map((part) => part.value),
    ),
    // A file's size (features/models/format.ts): "1.3 kB".
    ...(["byte", "kilobyte", "megabyte"] as const).map((unit) =>
      new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short" }).format(2),
    ),
  ].flatMap((text) => text.match(/\p{L}[\p{L}_]+/gu) ?? []),
);

/** Words of two letters or more (any script) outside brackets, addresses, the models' names and Intl's. */
export function words(text: string): string[] {
  if (MODEL_CARD_TEXT.has(text.trim())) return [];
  const found =
    withoutBracketed(text)
      .replace(ADDRESS, " ")
      .match(/\p{L}[\p{L}_]+/gu) ?? [];
  return found.filter((word) => !MODEL_NAMES.has(word) && !OPERATOR_NAMES.has(word) && !INTL_WORDS.has(word));
}

export type Finding = { where: string; text: string };

/** Every text and read attribute of the page that holds a word outside brackets, with its element's path. */
export function unbracketedWords(html: string): Finding[] {
  const findings: Finding[] = [];
  const visit = (node: Node, path: string) => {
    if (node.nodeName === "#text" && "value" in node) {
      if (words(node.value).length > 0) findings.push({ where: path, text: node.value.trim() });
      return;
    }
    if (!("tagName" in node)) return;
    const element = node as Element;
    const here = `${path} > ${describe(element)}`;
    if (SKIPPED.has(element.tagName)) return;
    for (const attribute of element.attrs) {
      const read =
        READ_ATTRIBUTES.includes(attribute.name) ||
        (element.tagName === "meta" && attribute.name === "content" && READ_META.test(metaName(element)));
      if (read && words(attribute.value).length > 0)
        findings.push({ where: `${here}[${attribute.name}]`, text: attribute.value });
    }
    for (const child of element.childNodes) visit(child, here);
  };
  for (const child of parse(html).childNodes) visit(child, "");
  return findings;
}

function metaName(element: Element): string {
  return element.attrs.find((attribute) => attribute.name === "name" || attribute.name === "property")?.value ?? "";
}

function describe(element: Element): string {
  const id = element.attrs.find((attribute) => attribute.name === "id")?.value;
  const slot = element.attrs.find((attribute) => attribute.name === "data-slot")?.value;
  return `${element.tagName}${id ? `#${id}` : ""}${slot ? `[data-slot=${slot}]` : ""}`;
}
