import { publications } from "virtual:publications";

import { profile } from "#app/content/profile";
import { projects } from "#app/content/projects";
import { site } from "#app/content/site";
import { additionalTechnologies, skillCategories, skills } from "#app/content/skills";
import { timeline } from "#app/content/timeline";
import type { Profile, Publication, TimelineEntry } from "#app/site/content-types";
import { on } from "#app/site/modules";

/** A group of skills under its category's name, e.g. "Machine Learning": Python, scikit-learn … */
export type CvSkillGroup = { name: string; skills: readonly { name: string; level: number }[] };

export type CvProject = {
  title: string;
  category: string;
  description: string;
  technologies: readonly string[];
  /** Absolute, so a printed copy still says where it lives. */
  url: string;
};

/**
 * Everything the CV shows, gathered from the site's content modules, so the page and /cv.json never
 * hold a fact the landing page does not. Tests pass a small fixture of the same shape.
 */
export type CvContent = {
  siteUrl: string;
  profile: Pick<Profile, "name" | "role" | "location" | "address" | "email" | "socials" | "summary" | "photo">;
  timeline: readonly TimelineEntry[];
  skillGroups: readonly CvSkillGroup[];
  otherTechnologies: readonly string[];
  projects: readonly CvProject[];
  /** From app/content/publications.bib, newest first; none gives the CV no Publications section. */
  publications: readonly Publication[];
};

export const cvContent: CvContent = {
  siteUrl: site.url,
  profile,
  timeline,
  skillGroups: skillCategories
    .filter((category) => category.id !== "all")
    .map((category) => ({ name: category.name, skills: skills.filter((skill) => skill.category === category.id) }))
    .filter((group) => group.skills.length > 0),
  otherTechnologies: additionalTechnologies,
  projects: projects.map((project) => ({
    title: project.title,
    category: project.category,
    description: project.description,
    technologies: project.technologies,
    url: new URL(project.liveUrl, site.url).href,
  })),
  // None while the module is off (site.ts): the CV then has no Publications section.
  publications: on.publications ? publications : [],
};
