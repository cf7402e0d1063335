import { site } from "#app/content/site";

/** An Open Graph locale ("en_GB", site.locale's form) as the BCP 47 tag Intl takes ("en-GB"). */
export function localeTag(ogLocale: string): string {
  return ogLocale.replace("_", "-");
}

/** The site's locale, for Intl. */
export const siteLocale = localeTag(site.locale);

/** A year as the language writes it (never "2,024"). */
export function formatYear(year: number, locale: string = siteLocale): string {
  return new Intl.DateTimeFormat(locale, { year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(year, 0, 1)));
}

/** A piece of a written list: the item at `index`, or the words between items. */
export type ListPart = { index: number } | { literal: string };

/**
 * A list as the language writes it, in pieces so that items can be marked up: "A, B and C"; with `more`
 * (e.g. "et al.") for a list that goes on, "A, B, C et al.".
 */
export function listParts(items: readonly string[], more?: string, locale: string = siteLocale): ListPart[] {
  const format = more
    ? new Intl.ListFormat(locale, { type: "unit", style: "short" })
    : new Intl.ListFormat(locale, { type: "conjunction" });
  let index = 0;
  const parts: ListPart[] = format
    .formatToParts(items)
    .map((part) => (part.type === "element" ? { index: index++ } : { literal: part.value }));
  return more ? [...parts, { literal: ` ${more}` }] : parts;
}

/** The same list as plain text. */
export function listText(items: readonly string[], more?: string, locale: string = siteLocale): string {
  return listParts(items, more, locale)
    .map((part) => ("index" in part ? items[part.index] : part.literal))
    .join("");
}
