/** The French words of the CV page (what each is for: ../../en/site/cv.ts). */
import { profile } from "#app/content/profile";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/site/cv";

export const cvMeta = {
  title: `CV · ${profile.name} · ${profile.role}`,
  description: `${profile.name}, ${profile.role} à ${profile.address.city} : son CV (expérience, formation, compétences et projets), imprimable sur deux pages A4.`,
} as const satisfies Translated<typeof en.cvMeta>;

/** The CV's name in the menus and on the landing page's button. */
export const cvLinkLabel = "CV" satisfies Translated<typeof en.cvLinkLabel>;

export const cvWords = {
  sections: {
    profile: "Profil",
    experience: "Expérience",
    education: "Formation",
    skills: "Compétences",
    projects: "Projets",
  },
  navigation: "Principale",
  back: "Retour au portfolio",
  jsonResume: "JSON Resume",
  print: "Télécharger le PDF",
  builtWith: "Réalisé avec :",
  period: (start: string, end: string) => `${start} – ${end}`,
  present: "Aujourd’hui",
} as const satisfies Translated<typeof en.cvWords>;
