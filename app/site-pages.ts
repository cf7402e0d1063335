/**
 * The one place that decides which of the site's own pages the menus link to, from their content: Notes
 * once there is a note (a build reads app/content/notes/), Publications once app/content/publications.bib
 * has an entry. The landing page's navbar and footer and the notes pages' header show these links, so
 * an owner who deletes every note (or entry) gets no link to a page that is not there.
 */
import { hasNotes } from "virtual:notes/presence";

import { type NavLink, pageLinks } from "#app/content/navigation";
import { hasPublications } from "#app/features/publications/publications";

export const sitePageLinks: readonly NavLink[] = [
  ...(hasNotes ? [pageLinks.notes] : []),
  ...(hasPublications ? [pageLinks.publications] : []),
];
