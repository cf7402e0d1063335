import { caseStudyPaths } from "virtual:notes/presence";

import { cn } from "#app/lib/utils";
import type { Project } from "#app/site/content-types";
import { caseStudyWords } from "#app/words/publishing/case-studies";
import { projectWords } from "#app/words/site/landing";

import { CodeXml, ExternalLink, Play } from "../section-icons";

// Written out rather than built on buttonVariants: two buttons must share a narrow card, so they need
// tighter padding than the Button sizes, and cn() does not resolve conflicting utilities.
const linkClass =
  "inline-flex h-11 flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:ring-offset-2 [&_svg]:size-4 [&_svg]:shrink-0";
const demoClass = cn(
  linkClass,
  "bg-gradient-to-r from-accent-700 to-accent-2-700 text-white hover:from-accent-800 hover:to-accent-2-800",
);
const sourceClass = cn(linkClass, "border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100");

/**
 * Live demo and source links. An in-app demo (a path) is loaded as a document in place; others open a new tab. A project
 * with a case study (app/content/projects/<id>.md, a page of its own) links to it too, as a document: the
 * page ships no script.
 */
export function ProjectLinks({ project }: { project: Pick<Project, "id" | "title" | "liveUrl" | "githubUrl"> }) {
  const caseStudy = caseStudyPaths[project.id];
  return (
    <div className="mt-auto flex flex-wrap gap-2 pt-6">
      {caseStudy && (
        <a
          href={caseStudy}
          aria-label={caseStudyWords.linkLabel(project.title)}
          className="mb-2 basis-full text-sm font-semibold text-accent-800 underline underline-offset-4 hover:text-accent-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600"
        >
          {caseStudyWords.link}
          <span aria-hidden="true"> →</span>
        </a>
      )}
      {project.liveUrl.startsWith("/") ? (
        <a
          href={project.liveUrl}
          aria-label={projectWords.linkName(projectWords.liveDemo, project.title)}
          className={demoClass}
        >
          <Play aria-hidden="true" />
          {projectWords.liveDemo}
        </a>
      ) : (
        <a
          href={project.liveUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={projectWords.newTab(projectWords.linkName(projectWords.liveDemo, project.title))}
          className={demoClass}
        >
          <ExternalLink aria-hidden="true" />
          {projectWords.liveDemo}
        </a>
      )}
      <a
        href={project.githubUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={projectWords.newTab(projectWords.linkName(projectWords.sourceCode, project.title))}
        className={sourceClass}
      >
        <CodeXml aria-hidden="true" />
        {projectWords.sourceCode}
      </a>
    </div>
  );
}
