import { site } from "#app/content/site";

/** The site's locale as the Intl APIs and the `lang` attribute spell it ("en_GB" → "en-GB"). */
export const siteLanguage = site.locale.replace("_", "-");

const longDate = new Intl.DateTimeFormat(siteLanguage, { dateStyle: "long", timeZone: "UTC" });

/** A calendar date ("2025-03-14") as the site's readers write it ("14 March 2025" in en-GB). */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
