import type { ComponentProps } from "react";
import { noteModules } from "virtual:notes";

import { NotePage } from "#app/features/notes/note/note-page";

import { mdxComponents } from "./note-components";
import { hasSearch, sitePageLinks } from "./site-pages";

type SiteNotePageProps = Omit<ComponentProps<typeof NotePage>, "load" | "components" | "pages" | "search">;

/**
 * A note's or a case study's page with what the site gives every one: its compiled module, the site's components
 * it may use, the menu's pages and the search link. The routes (routes/note.tsx, routes/case-study.tsx) say where
 * it belongs and what follows it; features do not import each other, so the composition is here.
 */
export function SiteNotePage(props: SiteNotePageProps) {
  return (
    <NotePage
      {...props}
      load={noteModules[props.note.path]!}
      components={mdxComponents}
      pages={sitePageLinks}
      search={hasSearch}
    />
  );
}
