// First: lib/zod.ts configures zod for the page's CSP before #model/schema builds its schema.
import { z } from "#app/lib/zod";
import { loanForm } from "#app/words/loan/form";
import { shareLinkNote } from "#app/words/loan/share";
import { readWholeNumber } from "#model/read-number";
import { CHOICE_FIELDS, LOAN_FIELDS, LoanApplicationSchema, type LoanApplication } from "#model/schema";

// This module imports nothing the page's first-visit code has (form-state.ts, share-link.ts): a module both
// shared would be split into a chunk of its own, an extra request on every visit.

type Field = keyof LoanApplication;

/** The key share-link.ts writes for a link made with a verdict shown (a round-trip test holds the two together). */
const PREDICTED_KEY = "predicted";

/** A query value the form did not take, and why: a key it does not know, a key given twice, or a bad value. */
export type IgnoredValue = { key: string; why: "unknown" | "repeated" | "invalid" };

/**
 * What a share link holds: the valid values it sets, whether it was made with a verdict shown (of exactly
 * this application), and what was left out.
 */
export type ShareLink = { values: Partial<LoanApplication>; madeWithVerdict: boolean; ignored: IgnoredValue[] };

function isField(key: string): key is Field {
  return (LOAN_FIELDS as readonly string[]).includes(key);
}

function fromText(field: Field, text: string): unknown {
  if (LoanApplicationSchema.shape[field] instanceof z.ZodEnum) return text;
  // A link's numbers are written as whole numbers. Unlike the form's parseInt, "12abc" or "" is reported as
  // ignored rather than quietly read as 12 or 0: only a hand-edited or damaged link holds one.
  return readWholeNumber(text, { signed: true }) ?? Number.NaN;
}

/** Each key with its values, in the order first seen, in one pass (a crafted link may hold many keys). */
function groupByKey(params: URLSearchParams): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const [key, value] of params) {
    const values = groups.get(key);
    if (values) values.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}

/**
 * Reads a share link's query (share-link.ts writes it). Each field is checked on its own by the application's
 * schema (`LoanApplicationSchema.shape`), numbers read from text as whole numbers, and the valid values are
 * returned (the form keeps its starting value for the rest). Unknown keys, repeated keys and invalid values are
 * ignored and listed. `madeWithVerdict` is true for a link made with a verdict shown (`predicted=1`) whose
 * application is complete and was read without a bad value: the page then says that Predict shows it. It never
 * predicts by itself, so that no other page can spend a visitor's share of the prediction limit with a link.
 */
export function readShareLink(params: URLSearchParams): ShareLink {
  const values: Partial<Record<Field, unknown>> = {};
  const ignored: IgnoredValue[] = [];
  let predicted = false;
  for (const [key, texts] of groupByKey(params)) {
    const [text = ""] = texts;
    if (!isField(key) && key !== PREDICTED_KEY) ignored.push({ key, why: "unknown" });
    else if (texts.length > 1) ignored.push({ key, why: "repeated" });
    else if (isField(key)) {
      const parsed = LoanApplicationSchema.shape[key].safeParse(fromText(key, text));
      if (parsed.success) values[key] = parsed.data;
      else ignored.push({ key, why: "invalid" });
    } else if (text === "1") predicted = true;
    else ignored.push({ key, why: "invalid" });
  }
  const clean = ignored.every((value) => value.why === "unknown");
  const complete = CHOICE_FIELDS.every((field) => Object.hasOwn(values, field));
  return { values: values as Partial<LoanApplication>, madeWithVerdict: predicted && clean && complete, ignored };
}

// The note lists a few values; a key from the link is shown cut short, with its invisible and
// direction-changing characters replaced, so a crafted key cannot garble or disguise the note.
const LISTED = 5;
const KEY_CHARACTERS = 40;

function shownKey(key: string): string {
  const characters = Array.from(key.replace(/\p{C}/gu, "\uFFFD"));
  const more = characters.length > KEY_CHARACTERS ? "…" : "";
  return `“${characters.slice(0, KEY_CHARACTERS).join("")}${more}”`;
}

/** What a field accepts, in words drawn from its schema. */
function accepted(key: string): string {
  if (!isField(key)) return shareLinkNote.choices(["1"]);
  const schema = LoanApplicationSchema.shape[key];
  if (schema instanceof z.ZodEnum) return shareLinkNote.choices(schema.options);
  if (schema instanceof z.ZodUnion) return shareLinkNote.choices(schema.options.map((option) => String(option.value)));
  return shareLinkNote.range(schema.minValue ?? 0, schema.maxValue ?? Number.MAX_SAFE_INTEGER);
}

/** The visible note on what a link could not fill in, or "" when it filled in everything it held. */
export function describeIgnored(ignored: readonly IgnoredValue[]): string {
  if (ignored.length === 0) return "";
  const items = ignored.slice(0, LISTED).map(({ key, why }) => {
    const name = isField(key) ? loanForm.labels[key] : shownKey(key);
    const reason = why === "invalid" ? accepted(key) : shareLinkNote[why];
    return shareLinkNote.item(name, reason);
  });
  return shareLinkNote.ignored(items, ignored.length - items.length);
}

/** The note under a form filled from `link`: what it could not take, then, for a link made with a verdict, that Predict shows it. */
export function describeShareLink(link: ShareLink): string {
  return [describeIgnored(link.ignored), link.madeWithVerdict ? shareLinkNote.pressPredict : ""]
    .filter(Boolean)
    .join(" ");
}
