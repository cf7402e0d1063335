import type { Publication } from "#app/site/content-types";

// The switch in site.ts's `modules` is presence.ts's: the lists need none, since only pages that exist show them
// (routes.ts has no /publications with the module off, the landing block shows with hasSelectedPublications, the
// CV checks the switch itself). Re-exported, not copied, so that a page asking only whether there are any carries
// none of the entries, and the landing block only the selected ones.
export { hasPublications, hasSelectedPublications } from "./presence";
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
