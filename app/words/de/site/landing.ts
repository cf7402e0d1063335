/** The German words of the landing page (what each is for: ../../en/site/landing.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/site/landing";

export const heroWords = {
  viewWork: "Meine Projekte ansehen",
  getInTouch: "Kontakt aufnehmen",
  view: (page: string) => `${page} ansehen`,
  scrollToAbout: "Weiter zu „Über mich“",
} as const satisfies Translated<typeof en.heroWords>;

export const aboutWords = {
  timeline: "Berufserfahrung und Ausbildung",
  stats: "Auf einen Blick",
  principles: "Wie ich arbeite",
} as const satisfies Translated<typeof en.aboutWords>;

export const skillsWords = {
  filter: "Kenntnisse nach Kategorie filtern",
  allSkills: "Alle Kenntnisse",
  categorySkills: (category: string) => `Kenntnisse: ${category}`,
  shown: (list: string, count: string) => `${list}: ${count} angezeigt`,
  proficiency: (skill: string) => `Kenntnisstand ${skill}`,
  levelText: (percent: string, label: string) => `${percent}, ${label}`,
  additional: "Weitere Technologien",
  levels: {
    expert: "Experte",
    advanced: "Fortgeschritten",
    intermediate: "Gute Kenntnisse",
    beginner: "Grundkenntnisse",
  },
} as const satisfies Translated<typeof en.skillsWords>;

export const projectWords = {
  featured: "Hervorgehoben",
  technologies: "Technologien",
  // "und noch …" reads right for one as for several.
  more: (count: string, list: string) => `und noch ${count}: ${list}`,
  liveDemo: "Live-Demo",
  sourceCode: "Quellcode",
  linkName: (link: string, project: string) => `${link}: ${project}`,
  newTab: (name: string) => `${name} (öffnet in neuem Tab)`,
} as const satisfies Translated<typeof en.projectWords>;

export const navigationWords = {
  main: "Hauptnavigation",
  openMenu: "Menü öffnen",
  closeMenu: "Menü schließen",
  backToTop: "Nach oben",
  footer: "Fußzeile",
  quickLinks: "Schnellzugriff",
  connect: "Vernetzen",
  rights: (name: string) => `${name}. Alle Rechte vorbehalten.`,
} as const satisfies Translated<typeof en.navigationWords>;
