import { data } from "react-router";
import { caseStudies, noteModules } from "virtual:notes";
import { hasNotes } from "virtual:notes/presence";

import { caseStudyWords } from "#app/content/case-studies";
import { noteMeta } from "#app/features/notes/note-meta";
import { NotePage } from "#app/features/notes/note-page";
import type { PageHandle } from "#app/lib/page-handle";
import { mdxComponents } from "#app/note-components";
import { sitePageLinks } from "#app/site-pages";

import type { Route } from "./+types/case-study";

const caseStudyAt = (slug: string | undefined) => caseStudies.find((note) => note.slug === slug);

/** A project's case study, written as a note (app/content/projects/): static unless interactive. */
export const handle: PageHandle = {
  hydrate: (pathname) => caseStudies.find((note) => note.path === pathname.replace(/\/$/, ""))?.interactive ?? false,
};

export function meta({ params }: Route.MetaArgs) {
  const note = caseStudyAt(params.slug);
  return note ? noteMeta(note) : [];
}

export default function CaseStudy({ params }: Route.ComponentProps) {
  const note = caseStudyAt(params.slug);
  if (!note) throw data(null, { status: 404 });
  return (
    <NotePage
      note={note}
      load={noteModules[note.path]!}
      components={mdxComponents}
      pages={sitePageLinks}
      back={{ href: "/#projects", label: caseStudyWords.backToProjects }}
      showFeeds={hasNotes}
    />
  );
}
