import type { Profile } from "#app/site/content-types";
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
