/** The French words of the landing page (what each is for: ../../en/site/landing.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/site/landing";

export const heroWords = {
  viewWork: "Voir mes projets",
  getInTouch: "Me contacter",
  view: (page: string) => `Voir le ${page}`,
  scrollToAbout: "Aller à la section À propos",
} as const satisfies Translated<typeof en.heroWords>;

export const aboutWords = {
  timeline: "Expérience et formation",
  stats: "En bref",
  principles: "Ma façon de travailler",
} as const satisfies Translated<typeof en.aboutWords>;

export const skillsWords = {
  filter: "Filtrer les compétences par catégorie",
  allSkills: "Toutes les compétences",
  categorySkills: (category: string) => `Compétences : ${category}`,
  // "Affichage" needs no agreement with the count, which comes already written.
  shown: (list: string, count: string) => `Affichage : ${list} (${count})`,
  proficiency: (skill: string) => `${skill} : niveau de maîtrise`,
  levelText: (percent: string, label: string) => `${percent}, ${label}`,
  additional: "Autres technologies",
  levels: { expert: "Expert", advanced: "Avancé", intermediate: "Intermédiaire", beginner: "Débutant" },
} as const satisfies Translated<typeof en.skillsWords>;

export const projectWords = {
  featured: "À la une",
  technologies: "Technologies",
  // "de plus" reads right for one as for several.
  more: (count: string, list: string) => `et ${count} de plus : ${list}`,
  liveDemo: "Démo en ligne",
  sourceCode: "Code source",
  linkName: (link: string, project: string) => `${link} : ${project}`,
  newTab: (name: string) => `${name} (s’ouvre dans un nouvel onglet)`,
} as const satisfies Translated<typeof en.projectWords>;

export const navigationWords = {
  main: "Principale",
  openMenu: "Ouvrir le menu",
  closeMenu: "Fermer le menu",
  backToTop: "Retour en haut",
  footer: "Pied de page",
  quickLinks: "Liens rapides",
  connect: "Réseaux",
  rights: (name: string) => `${name}. Tous droits réservés.`,
} as const satisfies Translated<typeof en.navigationWords>;
