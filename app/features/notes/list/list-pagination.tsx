import { notesListWords } from "#app/words/publishing/writing";

import type { ListPage } from "../note-paths";

const linkClass =
  "inline-flex min-h-11 items-center rounded-md px-3 font-medium text-accent-800 hover:text-accent-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600";

/**
 * The links between the pages of a long list: newer notes (the page before, rel="prev") and older ones (the page
 * after, rel="next"), plain links that need no script. Nothing for a list that fits one page.
 */
export function ListPagination({ listPage }: { listPage: Omit<ListPage, "notes"> }) {
  const { page, pages, newer, older } = listPage;
  if (pages === 1) return null;
  return (
    <nav aria-label={notesListWords.pages} className="mt-12 flex flex-wrap items-center justify-between gap-4 text-sm">
      {newer ? (
        <a href={newer} rel="prev" className={linkClass}>
          <span aria-hidden="true">← </span>
          {notesListWords.newerNotes}
        </a>
      ) : (
        <span />
      )}
      <p className="text-neutral-700">{notesListWords.pageOf(page, pages)}</p>
      {older ? (
        <a href={older} rel="next" className={linkClass}>
          {notesListWords.olderNotes}
          <span aria-hidden="true"> →</span>
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The page's neighbours in <head> too (`<link rel="prev">`, `<link rel="next">`), for crawlers and readers. */
export function paginationLinks({ newer, older }: Pick<ListPage, "newer" | "older">) {
  return [
    ...(newer ? [{ tagName: "link", rel: "prev", href: newer }] : []),
    ...(older ? [{ tagName: "link", rel: "next", href: older }] : []),
  ];
}
