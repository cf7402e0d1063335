import { profile } from "./profile";

/**
 * Site-wide facts for search engines and link previews. `url` is the one place the public address
 * is configured: canonical links, Open Graph URLs, the sitemap and robots.txt all derive from it.
 */
export const site = {
  url: "https://alexmorgan.dev",
  name: `${profile.name} · ${profile.role}`,
  description: `${profile.name} is ${profile.roleArticle} ${profile.role} in ${profile.address.city} building generative AI, retrieval and machine-learning systems that ship.`,
  previewImage: {
    path: "/og-image.png",
    width: 1200,
    height: 630,
    alt: `${profile.name}, ${profile.role}, ${profile.address.city}`,
  },
  locale: "en_GB",
} as const;

/** The printable CV (routes/cv.tsx) and the same data as JSON Resume, a file the build writes. */
export const cvPage = {
  path: "/cv",
  label: "CV",
  jsonPath: "/cv.json",
} as const;

/** Every prerendered page, for the sitemap. */
export const sitePages = ["/", "/projects/loan-predict", cvPage.path] as const;

/**
 * Prerendered pages that ship none of React Router's scripts, because their route's `handle` says
 * `hydrate: false` (see root.tsx): the build has no bootstrap to defer in them.
 */
export const scriptlessPages: readonly string[] = [cvPage.path] satisfies (typeof sitePages)[number][];
