import { PageHeader } from "#app/components/page-header";
import { SearchBox } from "#app/components/search-box";
import { formatYear } from "#app/lib/format";
import type { NavLink } from "#app/site/content-types";
import type { Publication } from "#app/site/content-types";
import { publicationsPage } from "#app/words/publishing/publications";

import { byYear, publications as allPublications } from "../publications";
import { CopyBibtexScript } from "./copy-bibtex";
import { PublicationEntry } from "./publication-entry";
import { PUBLICATION_LIST_ID, PublicationFilter, PublicationFilterScript } from "./publication-filter";

/**
 * /publications: every entry of the owner's BibTeX file, grouped by year, newest first. Static HTML: the
 * route ships no React (routes/publications.tsx); the Copy BibTeX buttons and the filter each run on an inline
 * script, and without them the whole list shows. `pages`: the site's pages for the header, as the notes pages
 * have them (app/site/site-pages.ts). The list is what the site's search indexes of the page (data-pagefind-body),
 * each entry a result of its own (by its heading's id).
 */
export function PublicationsPage({
  pages,
  publications = allPublications,
  search = false,
}: {
  pages: readonly NavLink[];
  publications?: readonly Publication[];
  /** Whether the site has a search page (app/site/site-pages.ts): the header links to it, and a box sends to it. */
  search?: boolean;
}) {
  return (
    <div className="min-h-svh bg-white">
      <PageHeader pages={pages} current={publicationsPage.path} search={search} />
      <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{publicationsPage.heading}</h1>
        <p className="mt-3 text-base text-neutral-700">{publicationsPage.intro}</p>
        {search && <SearchBox id="publications-search" className="mt-6" />}
        <PublicationFilter publications={publications} />
        <div id={PUBLICATION_LIST_ID} data-pagefind-body data-pagefind-meta="kind:publications">
          {byYear(publications).map(({ year, entries }) => {
            const headingId = `year-${year ?? "undated"}`;
            return (
              <section key={headingId} aria-labelledby={headingId} className="mt-12">
                <h2 id={headingId} className="border-b border-neutral-200 pb-2 text-xl font-bold text-accent-800">
                  {year ? formatYear(String(year)) : publicationsPage.undated}
                </h2>
                <ol className="mt-6">
                  {entries.map((publication) => (
                    <PublicationEntry key={publication.key} publication={publication} />
                  ))}
                </ol>
              </section>
            );
          })}
        </div>
        <CopyBibtexScript />
        <PublicationFilterScript />
      </main>
    </div>
  );
}
