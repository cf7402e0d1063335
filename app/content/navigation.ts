/** An in-page link: `href` is the id of a landing-page section. */
export type NavLink = { label: string; href: `#${string}` };

/** The landing page's sections, in page order; the navbar shows them all, the footer all but Home. */
export const navLinks = [
  { label: "Home", href: "#hero" },
  { label: "About", href: "#about" },
  { label: "Skills", href: "#skills" },
  { label: "Projects", href: "#projects" },
  { label: "Contact", href: "#contact" },
] as const satisfies readonly NavLink[];
