/** The places the site can link to, each with its own icon; `email` links to `profile.email`. */
export type SocialKind = "github" | "linkedin" | "x" | "huggingface" | "scholar" | "email";

/** A link to the owner elsewhere; for `email` the address is `profile.email`. */
export type SocialLink = { kind: Exclude<SocialKind, "email">; url: `https://${string}` } | { kind: "email" };

export type Profile = {
  name: string;
  role: string;
  /** "a" or "an" as the role is said aloud ("an ML Engineer", "a Data Scientist", "an MSc student"). */
  roleArticle: "a" | "an";
  /** Shown beside the role, e.g. "London, UK". */
  location: string;
  /** The same place for machine-readable formats (JSON-LD, JSON Resume): ISO 3166-1 country code. */
  address: { city: string; countryCode: string };
  /**
   * Optional: without it the address appears nowhere (footer, contact section, CV, JSON-LD, /cv.json), the
   * contact form offers no mail fallback, and `socials` may not list `{ kind: "email" }`.
   */
  email?: string;
  /** In the order shown; any subset (the hero, the footer, the CV and JSON-LD list them all). */
  socials: readonly SocialLink[];
  /** A square photo in public/ (e.g. "/photo.jpg"), shown in the navbar; without one, the initials. */
  photo?: `/${string}`;
  /** The hero's heading; the name in it is drawn in the accent gradient. */
  greeting: string;
  /** The hero's typed taglines, cycled in order. */
  taglines: readonly [string, ...string[]];
  summary: string;
  /** The footer's line under the name. */
  footerNote: string;
  /** The link-preview image's last line (scripts/make-images.ts; run `npm run images` after a change). */
  previewTagline: string;
};

const name = "Alex Morgan";
const role = "AI/ML Engineer";
const city = "London";

/**
 * The site owner. Change these values to make the site yours: every page, the CV, /cv.json, the
 * search-engine data and the link-preview image read them from here.
 */
export const profile: Profile = {
  name,
  role,
  roleArticle: "an",
  location: `${city}, UK`,
  address: { city, countryCode: "GB" },
  email: "alex.morgan@example.com",
  socials: [
    { kind: "github", url: "https://github.com/alexmorgan-ai" },
    { kind: "linkedin", url: "https://www.linkedin.com/in/alexmorgan-ai" },
    { kind: "email" },
  ],
  greeting: `Hi, I'm ${name}`,
  taglines: [role, "GenAI & LLM Builder", "Data Scientist"],
  summary:
    "I design, build and ship machine-learning systems: retrieval-augmented assistants, forecasting and risk models, and the data pipelines that keep them honest in production.",
  footerNote: `${role} in ${city}, building machine-learning systems that make it to production.`,
  previewTagline: "GenAI · Retrieval · Machine learning · Live loan demo",
};
