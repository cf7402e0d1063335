/**
 * The one place that decides which of the site's own pages the menus link to, from their content: Notes
 * once there is a note (a build reads app/content/notes/), Publications once the publications' BibTeX file
 * has an entry. The landing page's navbar and footer and the notes pages' header show these links, so
 * an owner who deletes every note (or entry) gets no link to a page that is not there.
 */
import { hasNotes } from "virtual:notes/presence";

import { type NavLink, pageLinks } from "#app/content/navigation";

// The publications page (/publications) is built by the publications feature from the BibTeX file, which
// exports `hasPublications`; until that feature is part of the site, there is no such page to link to.
const hasPublications = false;

export const sitePageLinks: readonly NavLink[] = [
  ...(hasNotes ? [pageLinks.notes] : []),
  ...(hasPublications ? [pageLinks.publications] : []),
];
