import type { Site } from "#app/site/content-types";

/**
 * Site-wide facts for search engines and link previews. `url` is the one place the public address
 * is configured: canonical links, Open Graph URLs, the sitemap and robots.txt all derive from it.
 */
export const site = {
  url: "https://alexmorgan.dev",
  /**
   * The language the content is written in, and its region, as a BCP 47 tag ("en-GB", "fr-FR", "pt-BR"):
   * the pages' `lang`, Open Graph's `og:locale`, JSON-LD's `inLanguage`, and how dates and numbers are written.
   */
  locale: "en-GB",
  /**
   * The site's name and description for search engines and link previews, in your language: `{name}`, `{role}`,
   * `{city}` and `{location}` come from profile.ts, and in English `{roleArticle}` ("a" or "an").
   */
  name: "{name} · {role}",
  description:
    "{name} is {roleArticle} {role} in {city} building generative AI, retrieval and machine-learning systems that ship.",
  previewImage: {
    path: "/og-image.png",
    width: 1200,
    height: 630,
    alt: "{name}, {role}, {city}",
  },
  /**
   * Images in notes and notebooks that are on other sites (`![](https://…)`, a DataFrame's `<img>`): a reader's
   * browser would ask that site for each one, which tells it who reads what. `false` stops the build at the image,
   * with the note's file and line; `true` has the build fetch each once and publish it as a file of this site.
   */
  copyRemoteImages: false,
} as const satisfies Site;

/**
 * The parts of the site beyond the landing page; `false` switches one off, and with it its pages, its API, its
 * menu entries and its sitemap entries (docs/modules.md).
 */
export const modules: { loanDemo: boolean; notes: boolean; publications: boolean; cv: boolean; models: boolean } = {
  /** The loan-approval demo: its page, its API (/api/predict…, /api/openapi.json) and the batch sample file. */
  loanDemo: true,
  /** The notes (app/content/notes/): /notes, a page per note and per tag, the feeds. Shown once there is a note. */
  notes: true,
  /** The publications (app/content/publications.bib): /publications, the CV's section, the landing page's selection. */
  publications: true,
  /** The printable CV at /cv, and the same as JSON Resume at /cv.json. */
  cv: true,
  /**
   * Your own models (app/content/models/<id>/: docs/your-model.md): /models, a page and an API per model
   * (/api/models/<id>/…). Shown once there is a model folder.
   */
  models: true,
};

/** The printable CV (routes/cv.tsx) and the same data as JSON Resume, a file the build writes. */
export const cvPage = {
  path: "/cv",
  jsonPath: "/cv.json",
} as const;

/** The loan demo's page (routes/loan-predict.tsx). */
export const loanDemoPage = { path: "/projects/loan-predict" } as const;
