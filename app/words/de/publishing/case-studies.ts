/** The German words of the case studies (what each is for: ../../en/publishing/case-studies.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/publishing/case-studies";

export const caseStudyWords = {
  link: "Fallstudie",
  linkLabel: (project: string) => `Fallstudie: ${project}`,
  backToProjects: "Projekte",
} as const satisfies Translated<typeof en.caseStudyWords>;
