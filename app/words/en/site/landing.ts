/**
 * The landing page's own words, around the owner's details: headings, buttons, labels and what screen
 * readers hear. Translate them with the rest; these texts ("Quick links" …) are the defaults.
 */
export const heroWords = {
  viewWork: "View My Work",
  getInTouch: "Get In Touch",
  /** The button to the CV page, before its label (cv.ts's `cvLinkLabel`). */
  view: (page: string) => `View ${page}`,
  scrollToAbout: "Scroll to About",
} as const;

export const aboutWords = {
  timeline: "Experience & education",
  stats: "At a glance",
  principles: "How I work",
} as const;

export const skillsWords = {
  filter: "Filter skills by category",
  allSkills: "All skills",
  /** The list's name for one category, e.g. "Machine Learning skills". */
  categorySkills: (category: string) => `${category} skills`,
  /** Announced when the filter changes. */
  shown: (list: string, count: string) => `${list}: ${count} shown`,
  proficiency: (skill: string) => `${skill} proficiency`,
  /** A level bar's spoken value: "85%, Advanced". */
  levelText: (percent: string, label: string) => `${percent}, ${label}`,
  additional: "Additional technologies",
  /** The names of a 0-100 level: 90 and above, 80 and above, 70 and above, below. */
  levels: { expert: "Expert", advanced: "Advanced", intermediate: "Intermediate", beginner: "Beginner" },
} as const;

export const projectWords = {
  featured: "Featured",
  technologies: "Technologies",
  /** Read after the first three technologies, for the ones the "+N" badge stands for. */
  more: (count: string, list: string) => `and ${count} more: ${list}`,
  liveDemo: "Live demo",
  sourceCode: "Source code",
  /** A link's name: what it is and which project's, e.g. "Live demo: Loan Predictor". */
  linkName: (link: string, project: string) => `${link}: ${project}`,
  newTab: (name: string) => `${name} (opens in a new tab)`,
} as const;

export const navigationWords = {
  main: "Main",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  backToTop: "Back to top",
  footer: "Footer",
  quickLinks: "Quick links",
  connect: "Connect",
  /** The footer's last line, after "© <year>". */
  rights: (name: string) => `${name}. All rights reserved.`,
} as const;
