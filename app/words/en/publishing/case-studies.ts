/**
 * The case studies at /projects/<slug> (app/content/projects/<slug>.md, docs/writing.md): a project card
 * whose id is a case study's slug links to it.
 */
export const caseStudyWords = {
  link: "Case study",
  linkLabel: (project: string) => `Case study: ${project}`,
  backToProjects: "Projects",
} as const;
