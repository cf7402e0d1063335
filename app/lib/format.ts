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
