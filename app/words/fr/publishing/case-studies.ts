/** The French words of the case studies (what each is for: ../../en/publishing/case-studies.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/publishing/case-studies";

export const caseStudyWords = {
  link: "Étude de cas",
  linkLabel: (project: string) => `Étude de cas : ${project}`,
  backToProjects: "Projets",
} as const satisfies Translated<typeof en.caseStudyWords>;
