import * as bib from "virtual:publications";
import * as presence from "virtual:publications/presence";
import * as selected from "virtual:publications/selected";

import type { Publication } from "#app/content/publications";
import { modules } from "#app/content/site";

// Switched off in site.ts's `modules`, the publications are as if the owner had none, whatever the file holds.
const on = modules.publications;

/**
 * `hasPublications`: whether the owner has any publication (app/content/publications.bib), known at build
 * time: only then does the site have /publications, its entry in the menu and the footer, and the CV's
 * section. `hasSelectedPublications`: whether the landing page shows its block of selected ones.
 */
export const hasPublications = on && presence.hasPublications;
export const hasSelectedPublications = on && presence.hasSelectedPublications;
export const publications: readonly Publication[] = on ? bib.publications : [];
export const selectedPublications: readonly Publication[] = on ? selected.selectedPublications : [];

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
