import { Link } from "react-router";

import type { Project } from "#app/content/projects";
import { cn } from "#app/lib/utils";

import { CodeXml, ExternalLink, Play } from "../section-icons";

// Written out rather than built on buttonVariants: two buttons must share a narrow card, so they need
// tighter padding than the Button sizes, and cn() does not resolve conflicting utilities.
const linkClass =
  "inline-flex h-11 flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 [&_svg]:size-4 [&_svg]:shrink-0";
const demoClass = cn(
  linkClass,
  "bg-gradient-to-r from-blue-700 to-violet-700 text-white hover:from-blue-800 hover:to-violet-800",
);
const sourceClass = cn(linkClass, "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100");

/** Live demo and source links. An in-app demo (a path) navigates in place; others open a new tab. */
export function ProjectLinks({ project }: { project: Pick<Project, "title" | "liveUrl" | "githubUrl"> }) {
  return (
    <div className="mt-auto flex flex-wrap gap-2 pt-6">
      {project.liveUrl.startsWith("/") ? (
        <Link to={project.liveUrl} prefetch="intent" aria-label={`Live demo: ${project.title}`} className={demoClass}>
          <Play aria-hidden="true" />
          Live demo
        </Link>
      ) : (
        <a
          href={project.liveUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Live demo: ${project.title} (opens in a new tab)`}
          className={demoClass}
        >
          <ExternalLink aria-hidden="true" />
          Live demo
        </a>
      )}
      <a
        href={project.githubUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Source code: ${project.title} (opens in a new tab)`}
        className={sourceClass}
      >
        <CodeXml aria-hidden="true" />
        Source code
      </a>
    </div>
  );
}
