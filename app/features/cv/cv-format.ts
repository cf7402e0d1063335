import { formatYear } from "#app/lib/format";
import { skillLevelLabel } from "#app/lib/skill-level";
import type { SocialLink } from "#app/site/content-types";
import type { Publication } from "#app/site/content-types";
import type { TimelineEntry } from "#app/site/content-types";
import { cvWords } from "#app/words/site/cv";
import { skillsWords } from "#app/words/site/landing";

/** The heading of the technologies outside the skill groups, as the landing page names them. */
export const ADDITIONAL_TECHNOLOGIES = skillsWords.additional;

/** Roles first, then courses, each in the order the owner wrote them. */
export function splitTimeline(entries: readonly TimelineEntry[]) {
  return {
    work: entries.filter((entry) => (entry.kind ?? "work") === "work"),
    education: entries.filter((entry) => entry.kind === "education"),
  };
}

/** "2023 – 2024", or "2024 – Present" while the entry continues, in the site's language. */
export function periodText(entry: Pick<TimelineEntry, "year" | "endYear">): string {
  return cvWords.period(formatYear(entry.year), entry.endYear ? formatYear(entry.endYear) : cvWords.present);
}

/** The two halves of a timeline entry's "<organisation> · <place>"; no " · " means no place. */
export function organisationOf(company: string): { name: string; place?: string } {
  const [name = company, ...place] = company.split(" · ");
  return place.length > 0 ? { name: name.trim(), place: place.join(" · ").trim() } : { name: company.trim() };
}

/** A URL as a reader would type it: no scheme, no "www.", no trailing slash ("github.com/alex"). */
export function displayUrl(url: string): string {
  const { host, pathname, search } = new URL(url);
  return `${host.replace(/^www\./, "")}${pathname}${search}`.replace(/\/$/, "");
}

/**
 * The owner's handle on a network, from the profile's URL as that network writes it: the first path segment
 * (github.com/<user>, x.com/<user>, huggingface.co/<user>), the one after /in/ on LinkedIn, Google Scholar's
 * `user=` parameter (citations?user=<id>). Undefined when the URL holds none.
 */
export function usernameOf(link: Exclude<SocialLink, { kind: "email" }>): string | undefined {
  const url = new URL(link.url);
  const segments = url.pathname.split("/").filter(Boolean);
  const handle =
    link.kind === "scholar" ? url.searchParams.get("user") : link.kind === "linkedin" ? segments[1] : segments[0];
  return handle ? decodeURIComponent(handle) : undefined;
}

/**
 * A name for a group's self-assessed 0-100 levels, by their mean: 90 and above Expert, 80+ Advanced,
 * 70+ Intermediate, else Beginner (the thresholds of the landing page's skill cards).
 */
export function levelName(levels: readonly number[]): string {
  const mean = levels.reduce((sum, level) => sum + level, 0) / Math.max(levels.length, 1);
  return skillLevelLabel(mean);
}

/** A publication's one address on the CV and in /cv.json: its page, else its DOI, arXiv entry or PDF; absolute. */
export function publicationUrl(publication: Publication, siteUrl: string): string | undefined {
  const { url, links } = publication;
  const address = url ?? links.doi ?? links.arxiv ?? links.pdf;
  return address && new URL(address, siteUrl).href;
}
