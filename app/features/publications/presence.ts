import * as bib from "virtual:publications/presence";

import { publicationsOn } from "#app/site/switches";

// A module of its own, apart from the lists in publications.ts: the menus and the landing page ask only whether
// there are publications, and a page that imports this carries none of the entries.
// Switched off in site.ts's `modules`, the publications are as if the owner had none, whatever the file holds.
const on = publicationsOn;

/**
 * `hasPublications`: whether the owner has any publication (app/content/publications.bib), known at build
 * time: only then does the site have /publications, its entry in the menu and the footer, and the CV's
 * section. `hasSelectedPublications`: whether the landing page shows its block of selected ones.
 */
export const hasPublications = on && bib.hasPublications;
export const hasSelectedPublications = on && bib.hasSelectedPublications;
