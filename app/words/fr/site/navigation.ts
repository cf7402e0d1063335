/** The French names of the menu's links (what each is for: ../../en/site/navigation.ts); the addresses are the same. */
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/site/navigation";

export const navLinks = [
  { label: "Accueil", href: "#hero" },
  { label: "À propos", href: "#about" },
  { label: "Compétences", href: "#skills" },
  { label: "Projets", href: "#projects" },
  { label: "Contact", href: "#contact" },
] as const satisfies Translated<typeof en.navLinks>;

export const notesLink = { label: "Notes", href: "/notes" } as const satisfies Translated<typeof en.notesLink>;

export const modelsLink = { label: "Modèles", href: "/models" } as const satisfies Translated<typeof en.modelsLink>;
