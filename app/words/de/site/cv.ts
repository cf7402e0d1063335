/** The German words of the CV page (what each is for: ../../en/site/cv.ts). */
import { profile } from "#app/content/profile";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/site/cv";

export const cvMeta = {
  title: `Lebenslauf · ${profile.name} · ${profile.role}`,
  description: `Der Lebenslauf von ${profile.name}, ${profile.role} in ${profile.address.city}: Berufserfahrung, Ausbildung, Kenntnisse und Projekte, druckbar auf zwei A4-Seiten.`,
} as const satisfies Translated<typeof en.cvMeta>;

/** The CV's name in the menus and on the landing page's button. */
export const cvLinkLabel = "Lebenslauf" satisfies Translated<typeof en.cvLinkLabel>;

export const cvWords = {
  sections: {
    profile: "Profil",
    experience: "Berufserfahrung",
    education: "Ausbildung",
    skills: "Kenntnisse",
    projects: "Projekte",
  },
  navigation: "Hauptnavigation",
  back: "Zum Portfolio",
  jsonResume: "JSON Resume",
  print: "PDF herunterladen",
  builtWith: "Erstellt mit:",
  period: (start: string, end: string) => `${start} – ${end}`,
  present: "heute",
} as const satisfies Translated<typeof en.cvWords>;
