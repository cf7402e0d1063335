const city = "London";

/**
 * The site owner. Change these values to make the site yours: every section reads them from here.
 */
export const profile = {
  name: "Alex Morgan",
  role: "AI/ML Engineer",
  location: `${city}, UK`,
  /** The same place for machine-readable formats (the CV's JSON Resume): ISO 3166-1 country code. */
  address: { city, countryCode: "GB" },
  email: "alex.morgan@example.com",
  github: "https://github.com/alexmorgan-ai",
  linkedin: "https://www.linkedin.com/in/alexmorgan-ai",
  greeting: "Hi, I'm Alex Morgan",
  taglines: ["AI/ML Engineer", "GenAI & LLM Builder", "Data Scientist"],
  summary:
    "I design, build and ship machine-learning systems: retrieval-augmented assistants, forecasting and risk models, and the data pipelines that keep them honest in production.",
} as const;
