import { PageHeader } from "#app/components/page-header";
import { SearchBox } from "#app/components/search-box";
import type { NavLink } from "#app/site/content-types";
import { notesPage } from "#app/words/publishing/writing";

import type { ListPage } from "../note-paths";
import { WritingFooter } from "../writing-footer";
import { ListPagination } from "./list-pagination";
import { NoteList } from "./note-list";

type NotesIndexPageProps = {
  /** The page of the list to show: its notes, and where it stands among the list's pages. */
  listPage: ListPage;
  pages: readonly NavLink[];
  title: string;
  intro: string;
  /** On a tag's page: that tag, marked in each note's tags. */
  tag?: string;
  /** Whether the site has a search page (app/site/site-pages.ts): the box then sends to it. */
  search: boolean;
};

/** /notes, or one tag's notes: a heading, a line on what is here, the search box, and the notes newest first. */
export function NotesIndexPage({ listPage, pages, title, intro, tag, search }: NotesIndexPageProps) {
  return (
    <div className="flex min-h-svh flex-col bg-white">
      <PageHeader pages={pages} current={notesPage.path} search={search} />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight text-neutral-900 wrap-anywhere">{title}</h1>
        <p className="mt-3 text-lg text-neutral-700">{intro}</p>
        {search && <SearchBox id="notes-search" className="mt-6" />}
        <div className="mt-10">
          <NoteList notes={listPage.notes} currentTag={tag} />
        </div>
        <ListPagination listPage={listPage} />
      </main>
      <WritingFooter showFeeds />
    </div>
  );
}
