import { Badge } from "#app/components/ui/badge";
import type { Project } from "#app/content/projects";

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
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-[box-shadow,transform] duration-300 hover:-translate-y-1 hover:shadow-xl hover:shadow-blue-900/10 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
    >
      <div className="relative">
        <ProjectImage project={project} />
        {project.featured && (
          <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-900 shadow-sm">
            <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-500" />
            Featured
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold uppercase tracking-wider text-violet-700">{project.category}</p>
        <h3 id={titleId} className="mt-1.5 text-xl font-semibold leading-snug text-slate-900">
          {project.title}
        </h3>
        <p className="mt-3 line-clamp-3 text-sm leading-6 text-slate-600">{project.description}</p>
        <ul aria-label="Technologies" className="mt-4 flex flex-wrap gap-2">
          {shown.map((technology) => (
            <li key={technology}>
              <Badge>{technology}</Badge>
            </li>
          ))}
          {rest.length > 0 && (
            <li>
              <Badge title={rest.join(", ")}>
                <span aria-hidden="true">+{rest.length}</span>
                <span className="sr-only">{`and ${rest.length} more: ${rest.join(", ")}`}</span>
              </Badge>
            </li>
          )}
        </ul>
        <ProjectLinks project={project} />
      </div>
    </article>
  );
}
