import { Reveal } from "#app/components/ui/reveal";
import { projects, projectsSection } from "#app/content/projects";
import type { Project } from "#app/site/content-types";

import { SectionIntro } from "../section-intro";
import { ProjectCard } from "./card";

/** Featured projects first; otherwise the order the owner wrote (the sort is stable). */
export function featuredFirst<T extends Pick<Project, "featured">>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Number(b.featured) - Number(a.featured));
}

const ordered = featuredFirst(projects);

export function Projects() {
  return (
    <section id="projects" aria-labelledby="projects-title" className="render-lazy py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionIntro id="projects-title" eyebrow={projectsSection.eyebrow} title={projectsSection.title}>
          {projectsSection.intro}
        </SectionIntro>
        {/* One reveal per card: the whole grid is too tall on a phone ever to be 30% visible. */}
        <ul className="mt-12 grid gap-6 sm:gap-8 md:grid-cols-2 lg:grid-cols-3">
          {ordered.map((project) => (
            <li key={project.id}>
              <Reveal className="h-full">
                <ProjectCard project={project} />
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
