/**
 * Numbers, lists and dates as the site's language writes them (site.ts's `locale`), through Intl. Formatters
 * are made once per set of options: making one is the costly part.
 */
import { site } from "#app/content/site";

/** The site's language as a BCP 47 tag ("en-GB"), also when site.ts gives it in Open Graph's form ("en_GB"). */
export const locale: string = site.locale.replace("_", "-");

const formatters = new Map<string, unknown>();

/** The formatter made for `key`, made now if it is the first call. */
function made<T>(key: string, make: () => T): T {
  if (!formatters.has(key)) formatters.set(key, make());
  return formatters.get(key) as T;
}

/** A number: `formatNumber(12345)` → "12,345" in en-GB, "12.345" in de-DE; options as Intl.NumberFormat's. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return made(`number ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(value);
}

/** Items in a sentence: "A, B and C" (`conjunction`), or a plain list "A, B, C" (`unit`). */
export function formatList(items: readonly string[], type: "conjunction" | "disjunction" | "unit" = "unit"): string {
  return made(`list ${type}`, () => new Intl.ListFormat(locale, { type, style: "long" })).format(items);
}

/** A year as content writes it, "2024" or "2024-05" (JSON Resume's forms), in the site's language: "2024", "May 2024". */
export function formatYear(date: string): string {
  const [year, month] = date.split("-").map(Number);
  if (!year) return date;
  const format = made(
    `date ${month ? "month" : "year"}`,
    () => new Intl.DateTimeFormat(locale, { year: "numeric", month: month ? "short" : undefined, timeZone: "UTC" }),
  );
  return format.format(Date.UTC(year, (month ?? 1) - 1));
}

/** A moment's hour and minute on the visitor's clock, as the site's language writes them: "10:30", "10:30 AM". */
export function formatTime(epochMs: number): string {
  return made("time", () => new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" })).format(epochMs);
}

/** A calendar date ("2025-03-14") as the site's readers write it: "14 March 2025" in en-GB. */
export function formatDate(isoDate: string): string {
  const format = made("date long", () => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }));
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A piece of a written list: the item at `index`, or the words between items. */
export type ListPart = { index: number } | { literal: string };

/**
 * A list in pieces, so that items can be marked up: "A, B and C"; with `more` (e.g. "et al.") for a list
 * that goes on, "A, B, C et al."; `open`, a list that goes on without saying so, "A, B, C".
 */
export function listParts(items: readonly string[], more?: string, open: boolean = more !== undefined): ListPart[] {
  const format = open
    ? made("list parts open", () => new Intl.ListFormat(locale, { type: "unit", style: "short" }))
    : made("list parts", () => new Intl.ListFormat(locale, { type: "conjunction" }));
  let index = 0;
  const parts: ListPart[] = format
    .formatToParts(items)
    .map((part) => (part.type === "element" ? { index: index++ } : { literal: part.value }));
  return more ? [...parts, { literal: ` ${more}` }] : parts;
}

/** The same list as plain text. */
export function listText(items: readonly string[], more?: string): string {
  return listParts(items, more)
    .map((part) => ("index" in part ? items[part.index] : part.literal))
    .join("");
}
