/** The French names of the menu's links (what each is for: ../en/navigation.ts); the addresses are the same. */
import type { Translated } from "#app/lib/words";

import type * as en from "../en/navigation";

export const navLinks = [
  { label: "Accueil", href: "#hero" },
  { label: "À propos", href: "#about" },
  { label: "Compétences", href: "#skills" },
  { label: "Projets", href: "#projects" },
  { label: "Contact", href: "#contact" },
] as const satisfies Translated<typeof en.navLinks>;

export const pageLinks = {
  notes: { label: "Notes", href: "/notes" },
  publications: { label: "Publications", href: "/publications" },
} as const satisfies Translated<typeof en.pageLinks>;
