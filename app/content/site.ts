import { profile } from "./profile";

/**
 * Site-wide facts for search engines and link previews. `url` is the one place the public address
 * is configured: canonical links, Open Graph URLs, the sitemap and robots.txt all derive from it.
 */
export const site = {
  url: "https://alexmorgan.dev",
  name: `${profile.name} · ${profile.role}`,
  description: `${profile.name} is an ${profile.role} in London building generative AI, retrieval and machine-learning systems that ship.`,
  previewImage: { path: "/og-image.png", width: 1200, height: 630, alt: `${profile.name}, ${profile.role}, London` },
  themeColor: "#1d4ed8",
  locale: "en_GB",
} as const;

/** Every prerendered page, for the sitemap. */
export const sitePages = ["/", "/projects/loan-predict"] as const;
