/**
 * Every content module and every subject of the words in one, for the browser tests to load as the build under
 * test read them (tests/e2e/built-content.ts): through content-pipeline/content-dir.ts, each import below gets that build's
 * fixture, and the words of its locale. The tests' own process may load none of them itself
 * (tests/support/content/content-guard.ts).
 */
export * from "#app/content/about";
export * from "#app/words/publishing/case-studies";
export * from "#app/words/site/common";
export * from "#app/words/site/contact";
export * from "#app/words/site/cv";
export * from "#app/words/publishing/feeds";
export * from "#app/words/site/landing";
export * from "#app/words/loan/api";
export * from "#app/words/loan/batch";
export * from "#app/words/loan/datasheet";
export * from "#app/words/loan/demo";
export * from "#app/words/loan/embed";
export * from "#app/words/loan/form";
export * from "#app/words/loan/evaluation";
export * from "#app/words/loan/law";
export * from "#app/words/loan/share";
export * from "#app/words/loan/uncertainty";
export * from "#app/words/loan/what-if";
export * from "#app/words/model-charts";
export * from "#app/words/model-batch";
export * from "#app/words/model-threshold";
export * from "#app/words/model-what-if";
export * from "#app/words/models";
export * from "#app/words/site/navigation";
export * from "#app/content/profile";
export * from "#app/content/projects";
export * from "#app/words/publishing/publications";
export * from "#app/content/site";
export * from "#app/content/skills";
export * from "#app/lib/socials";
export * from "#app/content/stats";
export * from "#app/content/timeline";
export * from "#app/words/publishing/writing";
export * from "#app/words/site/socials";
// Not content, but made from it: the pages the build had, whether it had publications, and the formats of its
// locale (numbers, percentages, probabilities) and what reads the owner's links (the JSON Resume's schema).
export * from "#app/lib/format";
export { formatPercent, formatProbability } from "#app/features/loan-predict/format";
export { jsonResumeSchema } from "#app/features/cv/json-resume";
export * from "#app/site/module-pages";
export { on } from "#app/site/modules";
export { hasPublications } from "#app/features/publications/presence";
