/** The Spanish names of the menu's links (what each is for: ../../en/site/navigation.ts); the addresses are the same. */
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/site/navigation";

export const navLinks = [
  { label: "Inicio", href: "#hero" },
  { label: "Sobre mí", href: "#about" },
  { label: "Habilidades", href: "#skills" },
  { label: "Proyectos", href: "#projects" },
  { label: "Contacto", href: "#contact" },
] as const satisfies Translated<typeof en.navLinks>;

export const notesLink = { label: "Notas", href: "/notes" } as const satisfies Translated<typeof en.notesLink>;

export const modelsLink = { label: "Modelos", href: "/models" } as const satisfies Translated<typeof en.modelsLink>;
