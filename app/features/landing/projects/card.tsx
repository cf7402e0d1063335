import { Badge } from "#app/components/ui/badge";
import { formatList, formatNumber } from "#app/lib/format";
import type { Project } from "#app/site/content-types";
import { projectWords } from "#app/words/site/landing";

import { Star } from "../section-icons";
import { ProjectImage } from "./image";
import { ProjectLinks } from "./links";

/** How many technologies a card names before summing up the rest as "+N". */
const VISIBLE_TECHNOLOGIES = 3;

export function ProjectCard({ project }: { project: Project }) {
  const titleId = `project-${project.id}-title`;
  const shown = project.technologies.slice(0, VISIBLE_TECHNOLOGIES);
  const rest = project.technologies.slice(VISIBLE_TECHNOLOGIES);

  return (
    <article
      aria-labelledby={titleId}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm transition-[box-shadow,transform] duration-300 hover:-translate-y-1 hover:shadow-xl hover:shadow-accent-900/10 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
    >
      <div className="relative">
        <ProjectImage project={project} />
        {project.featured && (
          <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-neutral-900 shadow-sm">
            <Star aria-hidden="true" className="size-3.5 fill-accent-2-400 text-accent-2-500" />
            {projectWords.featured}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold uppercase tracking-wider text-accent-2-700">{project.category}</p>
        <h3 id={titleId} className="mt-1.5 text-xl font-semibold leading-snug text-neutral-900">
          {project.title}
        </h3>
        <p className="mt-3 line-clamp-3 text-sm leading-6 text-neutral-600">{project.description}</p>
        <ul aria-label={projectWords.technologies} className="mt-4 flex flex-wrap gap-2">
          {shown.map((technology) => (
            <li key={technology}>
              <Badge>{technology}</Badge>
            </li>
          ))}
          {rest.length > 0 && (
            <li>
              <Badge title={formatList(rest)}>
                <span aria-hidden="true">+{formatNumber(rest.length)}</span>
                <span className="sr-only">{projectWords.more(formatNumber(rest.length), formatList(rest))}</span>
              </Badge>
            </li>
          )}
        </ul>
        <ProjectLinks project={project} />
      </div>
    </article>
  );
}
