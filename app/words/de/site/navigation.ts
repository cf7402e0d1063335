/** The German names of the menu's links (what each is for: ../../en/site/navigation.ts); the addresses are the same. */
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/site/navigation";

export const navLinks = [
  { label: "Start", href: "#hero" },
  { label: "Über mich", href: "#about" },
  { label: "Kenntnisse", href: "#skills" },
  { label: "Projekte", href: "#projects" },
  { label: "Kontakt", href: "#contact" },
] as const satisfies Translated<typeof en.navLinks>;

export const notesLink = { label: "Notizen", href: "/notes" } as const satisfies Translated<typeof en.notesLink>;

export const modelsLink = { label: "Modelle", href: "/models" } as const satisfies Translated<typeof en.modelsLink>;
