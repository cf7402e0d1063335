import { formatList } from "#app/lib/format";
import { cvWords } from "#app/words/site/cv";

import type { CvProject } from "./cv-content";

/** Projects as the landing page lists them, each title linking to the live project. */
export function CvProjects({ projects }: { projects: readonly CvProject[] }) {
  return (
    <ul className="space-y-4">
      {projects.map((project) => (
        <li key={project.url} className="cv-entry">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <h3 className="font-semibold text-neutral-900">
              <a href={project.url} className="text-accent-700 underline-offset-2 hover:underline">
                {project.title}
              </a>
            </h3>
            <p className="text-sm text-neutral-600">{project.category}</p>
          </div>
          <p className="mt-1 text-sm leading-relaxed text-neutral-700">{project.description}</p>
          <p className="mt-1 text-sm text-neutral-600">
            <span className="font-medium text-neutral-700">{cvWords.builtWith}</span> {formatList(project.technologies)}
          </p>
        </li>
      ))}
    </ul>
  );
}
