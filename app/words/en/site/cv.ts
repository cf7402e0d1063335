import { profile } from "#app/content/profile";

/** The CV page's title and description (its own file, so the landing page's scripts do not carry them). */
export const cvMeta = {
  title: `CV · ${profile.name} · ${profile.role}`,
  description: `The CV of ${profile.name}, ${profile.role} in ${profile.address.city}: experience, education, skills and projects, printable on two A4 pages.`,
} as const;

/** The CV's name in the menus and on the landing page's button ("View CV"). */
export const cvLinkLabel = "CV";

/** The CV page's own words: its section titles, the bar above it and how a period reads. */
export const cvWords = {
  sections: {
    profile: "Profile",
    experience: "Experience",
    education: "Education",
    skills: "Skills",
    projects: "Projects",
  },
  /** The bar's landmark, its way back to the landing page and its link to /cv.json. */
  navigation: "Main",
  back: "Portfolio",
  jsonResume: "JSON Resume",
  print: "Download PDF",
  builtWith: "Built with:",
  /** A role's or a course's years, "2023 – 2024", and the end of one that continues. */
  period: (start: string, end: string) => `${start} – ${end}`,
  present: "Present",
} as const;
