/**
 * Every content module in one, for the browser tests to load as the build under test read them
 * (tests/e2e/built-content.ts): through scripts/content-dir.ts, each import below gets that build's fixture.
 */
export * from "#app/content/about";
export * from "#app/content/case-studies";
export * from "#app/content/common";
export * from "#app/content/contact";
export * from "#app/content/cv";
export * from "#app/content/feeds";
export * from "#app/content/loan-api";
export * from "#app/content/loan-batch";
export * from "#app/content/loan-datasheet";
export * from "#app/content/loan-demo";
export * from "#app/content/loan-embed";
export * from "#app/content/loan-form";
export * from "#app/content/loan-evaluation";
export * from "#app/content/loan-law";
export * from "#app/content/loan-share";
export * from "#app/content/loan-uncertainty";
export * from "#app/content/loan-what-if";
export * from "#app/content/navigation";
export * from "#app/content/profile";
export * from "#app/content/projects";
export * from "#app/content/publications";
export * from "#app/content/site";
export * from "#app/content/skills";
export * from "#app/content/socials";
export * from "#app/content/stats";
export * from "#app/content/timeline";
export * from "#app/content/writing";
// Not content, but made from it: the pages the build had, and whether it had publications.
export * from "#app/module-pages";
export { hasPublications } from "#app/features/publications/presence";
