/** The Spanish words of the CV page (what each is for: ../../en/site/cv.ts). */
import { profile } from "#app/content/profile";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/site/cv";

export const cvMeta = {
  title: `Currículum · ${profile.name} · ${profile.role}`,
  description: `El currículum de ${profile.name}, ${profile.role} en ${profile.address.city}: experiencia, formación, habilidades y proyectos, imprimible en dos páginas A4.`,
} as const satisfies Translated<typeof en.cvMeta>;

/** The CV's name in the menus and on the landing page's button. */
export const cvLinkLabel = "CV" satisfies Translated<typeof en.cvLinkLabel>;

export const cvWords = {
  sections: {
    profile: "Perfil",
    experience: "Experiencia",
    education: "Formación",
    skills: "Habilidades",
    projects: "Proyectos",
  },
  navigation: "Principal",
  back: "Volver al portafolio",
  jsonResume: "JSON Resume",
  print: "Descargar PDF",
  builtWith: "Hecho con:",
  period: (start: string, end: string) => `${start} – ${end}`,
  present: "Actualidad",
} as const satisfies Translated<typeof en.cvWords>;
