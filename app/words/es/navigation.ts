/** The Spanish names of the menu's links (what each is for: ../en/navigation.ts); the addresses are the same. */
import type { Translated } from "#app/lib/words";

import type * as en from "../en/navigation";

export const navLinks = [
  { label: "Inicio", href: "#hero" },
  { label: "Sobre mí", href: "#about" },
  { label: "Habilidades", href: "#skills" },
  { label: "Proyectos", href: "#projects" },
  { label: "Contacto", href: "#contact" },
] as const satisfies Translated<typeof en.navLinks>;

export const pageLinks = {
  notes: { label: "Notas", href: "/notes" },
  publications: { label: "Publicaciones", href: "/publications" },
} as const satisfies Translated<typeof en.pageLinks>;
