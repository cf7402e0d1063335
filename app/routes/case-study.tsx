import { data } from "react-router";
import { caseStudies, noteModules, notes } from "virtual:notes";
import { hasNotes } from "virtual:notes/presence";

import { NotePage } from "#app/features/notes/note/note-page";
import { notesRoute } from "#app/features/notes/note/note-route";
import { allTags } from "#app/features/notes/note-paths";
import { mdxComponents } from "#app/site/note-components";
import { hasSearch, sitePageLinks } from "#app/site/site-pages";
import { notesOn } from "#app/site/switches";
import { caseStudyWords } from "#app/words/case-studies";

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
    <NotePage
      note={note}
      load={noteModules[note.path]!}
      components={mdxComponents}
      pages={sitePageLinks}
      search={hasSearch}
      back={{ href: "/#projects", label: caseStudyWords.backToProjects }}
      showFeeds={notesOn && hasNotes}
      tagPages={tagPages}
    />
  );
}
