import type { NavLink } from "#app/site/content-types";

/** The landing page's sections, in page order; the navbar shows them all, the footer all but Home. */
export const navLinks = [
  { label: "Home", href: "#hero" },
  { label: "About", href: "#about" },
  { label: "Skills", href: "#skills" },
  { label: "Projects", href: "#projects" },
  { label: "Contact", href: "#contact" },
] as const satisfies readonly NavLink[];

/**
 * The pages the menu and the footer may add after the sections, each shown only when it has content
 * (app/site/site-pages.ts decides): Notes with at least one note, Models with at least one model. Publications, with
 * at least one entry, is named by its page's own words (publications.ts), which only a site with them ships.
 */
export const notesLink = { label: "Notes", href: "/notes" } as const satisfies NavLink;

/** Shown with at least one model folder (app/content/models/<id>/). */
export const modelsLink = { label: "Models", href: "/models" } as const satisfies NavLink;
