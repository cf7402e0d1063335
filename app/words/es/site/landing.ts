/** The Spanish words of the landing page (what each is for: ../../en/site/landing.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/site/landing";

export const heroWords = {
  viewWork: "Ver mis proyectos",
  getInTouch: "Contactar",
  view: (page: string) => `Ver ${page}`,
  scrollToAbout: "Ir a «Sobre mí»",
} as const satisfies Translated<typeof en.heroWords>;

export const aboutWords = {
  timeline: "Experiencia y formación",
  stats: "De un vistazo",
  principles: "Cómo trabajo",
} as const satisfies Translated<typeof en.aboutWords>;

export const skillsWords = {
  filter: "Filtrar habilidades por categoría",
  allSkills: "Todas las habilidades",
  categorySkills: (category: string) => `Habilidades: ${category}`,
  // "Se muestran" needs no agreement with the count, which comes already written.
  shown: (list: string, count: string) => `Se muestran: ${list} (${count})`,
  proficiency: (skill: string) => `Dominio de ${skill}`,
  levelText: (percent: string, label: string) => `${percent}, ${label}`,
  additional: "Otras tecnologías",
  levels: { expert: "Experto", advanced: "Avanzado", intermediate: "Intermedio", beginner: "Principiante" },
} as const satisfies Translated<typeof en.skillsWords>;

export const projectWords = {
  featured: "Destacado",
  technologies: "Tecnologías",
  more: (count: string, list: string) => `y ${count} más: ${list}`,
  liveDemo: "Demo en vivo",
  sourceCode: "Código fuente",
  linkName: (link: string, project: string) => `${link}: ${project}`,
  newTab: (name: string) => `${name} (se abre en una pestaña nueva)`,
} as const satisfies Translated<typeof en.projectWords>;

export const navigationWords = {
  main: "Principal",
  openMenu: "Abrir el menú",
  closeMenu: "Cerrar el menú",
  backToTop: "Volver arriba",
  footer: "Pie de página",
  quickLinks: "Enlaces rápidos",
  connect: "Redes",
  rights: (name: string) => `${name}. Todos los derechos reservados.`,
} as const satisfies Translated<typeof en.navigationWords>;
