import { profile } from "./profile";

/** The CV page's title and description (its own file, so the landing page's scripts do not carry them). */
export const cvMeta = {
  title: `CV · ${profile.name} · ${profile.role}`,
  description: `The CV of ${profile.name}, ${profile.role} in ${profile.address.city}: experience, education, skills and projects, printable on two A4 pages.`,
} as const;
