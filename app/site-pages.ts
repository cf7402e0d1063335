/**
 * The one place that decides which of the site's own pages the menus link to, from their content: Notes
 * once there is a note (a build reads app/content/notes/), Publications once app/content/publications.bib
 * has an entry. The landing page's navbar and footer and the header of the notes and publications pages show
 * these links, so an owner who deletes every note (or entry), or switches the module off (site.ts's
 * `modules`), gets no link to a page that is not there.
 */
import { hasNotes } from "virtual:notes/presence";

import { modules } from "#app/content/site";
import { hasPublications } from "#app/features/publications/publications";
import type { NavLink } from "#app/site/content-types";
import { pageLinks } from "#app/words/navigation";

export const sitePageLinks: readonly NavLink[] = [
  // A module switched off in site.ts has no pages, whatever its content (publications.ts checks its own).
  ...(modules.notes && hasNotes ? [pageLinks.notes] : []),
  ...(hasPublications ? [pageLinks.publications] : []),
];
