import { PageHeader } from "#app/components/page-header";
import type { NoteEntry } from "#app/features/notes/note-entry";
import type { NavLink } from "#app/site/content-types";
import { notesPage } from "#app/words/writing";

import { NoteList } from "./note-list";
import { WritingFooter } from "./writing-footer";

type NotesIndexPageProps = {
  notes: readonly NoteEntry[];
  pages: readonly NavLink[];
  title: string;
  intro: string;
  /** On a tag's page: that tag, marked in each note's tags. */
  tag?: string;
};

/** /notes, or one tag's notes: a heading, a line on what is here, and the notes newest first. */
export function NotesIndexPage({ notes, pages, title, intro, tag }: NotesIndexPageProps) {
  return (
    <div className="flex min-h-svh flex-col bg-white">
      <PageHeader pages={pages} current={notesPage.path} />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight text-neutral-900 wrap-anywhere">{title}</h1>
        <p className="mt-3 text-lg text-neutral-700">{intro}</p>
        <div className="mt-10">
          <NoteList notes={notes} currentTag={tag} />
        </div>
      </main>
      <WritingFooter showFeeds />
    </div>
  );
}
