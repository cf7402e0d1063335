/**
 * The one place that decides which of the site's own pages the menus link to, from their content: Notes
 * once there is a note (a build reads app/content/notes/), Publications once app/content/publications.bib
 * has an entry, Models once app/content/models/ has a model folder. The landing page's navbar and footer and the header of the notes and publications pages show
 * these links, so an owner who deletes every note (or entry), or switches the module off (site.ts's
 * `modules`), gets no link to a page that is not there.
 */
import { hasModels } from "virtual:models/presence";
import { caseStudyPaths, hasNotes } from "virtual:notes/presence";

import { hasPublications } from "#app/features/publications/publications";
import type { NavLink } from "#app/site/content-types";
import { modelsLink, notesLink } from "#app/words/site/navigation";

import { modelsOn, notesOn, publicationsOn } from "./switches";

// The publications page's words, which name its link, imported only while the publications are on: the bundler keeps
// a module that any static import names, and folds this switch (a constant, app/site/switches.ts) as the whole
// condition. (The menu's other words, in navigation.ts, ship with every page.)
const publicationsPage = publicationsOn ? (await import("#app/words/publishing/publications")).publicationsPage : null;

/** Whether the site has /notes: a note, and the notes switched on in site.ts. */
export const hasNotesPage: boolean = notesOn && hasNotes;

export const sitePageLinks: readonly NavLink[] = [
  // A module switched off in site.ts has no pages, whatever its content (publications.ts checks its own).
  // The switch first: a constant the bundler folds, so that a site without the module ships none of its words.
  ...(notesOn && hasNotesPage ? [notesLink] : []),
  ...(hasPublications && publicationsPage ? [{ label: publicationsPage.label, href: publicationsPage.path }] : []),
  ...(modelsOn && hasModels ? [modelsLink] : []),
];

/**
 * Whether the site has a search page (/search): while there is something to search, a note, a case study or a
 * publication. The build then indexes them (scripts/build/search-index.ts), and the pages to read link to it.
 */
export const hasSearch: boolean = hasNotesPage || hasPublications || Object.keys(caseStudyPaths).length > 0;
