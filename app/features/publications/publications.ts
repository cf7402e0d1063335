import type { Publication } from "#app/content/publications";

/**
 * `hasPublications`: whether the owner has any publication (app/content/publications.bib), known at build
 * time: only then does the site have /publications, its entry in the menu and the footer, and the CV's
 * section. `hasSelectedPublications`: whether the landing page shows its block of selected ones.
 */
export { hasPublications, hasSelectedPublications } from "virtual:publications/presence";
export { publications } from "virtual:publications";
export { selectedPublications } from "virtual:publications/selected";

/** An entry's id on /publications, so that /publications#pub-<key> leads to it. */
export function publicationId(key: string): string {
  return `pub-${key}`;
}

export type YearGroup = { year?: number; entries: Publication[] };

/** Consecutive entries of the same year together; the list comes newest first, undated entries last. */
export function byYear(list: readonly Publication[]): YearGroup[] {
  const groups: YearGroup[] = [];
  for (const entry of list) {
    const last = groups.at(-1);
    if (last && last.year === entry.year) last.entries.push(entry);
    else groups.push({ year: entry.year, entries: [entry] });
  }
  return groups;
}
