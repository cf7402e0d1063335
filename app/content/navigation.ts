/** A link in the menu or the footer: a landing-page section (`#about`) or a page of the site (`/publications`). */
export type NavLink = { label: string; href: `#${string}` | `/${string}` };

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
 * (app/site-pages.ts decides): Publications with at least one entry (its page's own words, in
 * publications.ts, name it the same way).
 */
export const pageLinks = {
  publications: { label: "Publications", href: "/publications" },
} as const satisfies Record<string, NavLink>;
