import type { MDXComponents } from "mdx/types";
import { type ReactNode, Suspense } from "react";

import { PageHeader } from "#app/components/page-header";
import type { NoteEntry, NoteModule } from "#app/features/notes/note-entry";
import type { NavLink } from "#app/site/content-types";

import { NoteByline } from "../note-byline";
import { TagList } from "../tag-list";
import { WritingFooter } from "../writing-footer";
import { NoteBody } from "./note-body";
import { NoteStyles } from "./note-styles";

type NotePageProps = {
  note: NoteEntry;
  load: () => Promise<NoteModule>;
  /** The site's components the note may use (app/site/site-note-page.tsx gives them). */
  components: MDXComponents;
  pages: readonly NavLink[];
  /** Where the note belongs: all notes, or the projects. */
  back: { href: string; label: string };
  /**
   * What follows the note: a note's related notes and neighbours (routes/note.tsx composes them); a case study has
   * none, so its page carries none of the notes' words.
   */
  children?: ReactNode;
  showFeeds: boolean;
  /** The tags that have a page, when not all of the note's do (TagList). */
  tagPages?: ReadonlySet<string>;
  /** Whether the site has a search page (app/site/site-pages.ts): the header links to it. */
  search: boolean;
};

/** A note or a case study: title, date, reading time, tags, cover, and the note itself. */
export function NotePage(props: NotePageProps) {
  const { note, load, components, pages, back, children, showFeeds, tagPages, search } = props;
  return (
    <div className="flex min-h-svh flex-col bg-white">
      <NoteStyles />
      <PageHeader pages={pages} current={back.href} search={search} />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-12 sm:px-6">
        {/* What the search indexes of the page (scripts/build/search-index.ts): the note, not the menus around it. */}
        <article aria-labelledby="note-title" data-pagefind-body data-pagefind-meta={`kind:${note.collection}`}>
          <header className="flex max-w-3xl flex-col gap-4">
            <p data-pagefind-ignore>
              <a href={back.href} className="text-sm font-medium text-accent-800 hover:text-accent-700 hover:underline">
                <span aria-hidden="true">← </span>
                {back.label}
              </a>
            </p>
            <h1
              id="note-title"
              className="text-4xl font-bold tracking-tight text-neutral-900 wrap-anywhere sm:text-5xl"
            >
              {note.title}
            </h1>
            <NoteByline note={note} />
            <TagList tags={note.tags} linked={tagPages} />
            {note.cover && (
              <img
                src={note.cover.src}
                width={note.cover.width}
                height={note.cover.height}
                alt={note.cover.alt}
                fetchPriority="high"
                className="mt-4 h-auto w-full rounded-xl"
              />
            )}
          </header>
          <div className="mt-10">
            <Suspense>
              <NoteBody path={note.path} slug={note.slug} load={load} components={components} />
            </Suspense>
          </div>
        </article>
        <div className="max-w-3xl">{children}</div>
      </main>
      <WritingFooter showFeeds={showFeeds} />
    </div>
  );
}
