import { data } from "react-router";
import { caseStudies, notes } from "virtual:notes";
import { hasNotes } from "virtual:notes/presence";

import { notesRoute } from "#app/features/notes/note/note-route";
import { allTags } from "#app/features/notes/note-paths";
import { SiteNotePage } from "#app/site/site-note-page";
import { notesOn } from "#app/site/switches";
import { caseStudyWords } from "#app/words/publishing/case-studies";

import type { Route } from "./+types/case-study";

const route = notesRoute(caseStudies);
// A tag has a page only when a note has it, and only while the notes are on.
const tagPages = new Set(notesOn ? allTags(notes).map((tag) => tag.slug) : []);

/** A project's case study, written as a note (app/content/projects/): static unless interactive. */
export const handle = route.handle;

export function meta({ params }: Route.MetaArgs) {
  return route.meta(params.slug);
}

export default function CaseStudy({ params }: Route.ComponentProps) {
  const note = route.at(params.slug);
  if (!note) throw data(null, { status: 404 });
  return (
    <SiteNotePage
      note={note}
      back={{ href: "/#projects", label: caseStudyWords.backToProjects }}
      showFeeds={notesOn && hasNotes}
      tagPages={tagPages}
    />
  );
}
