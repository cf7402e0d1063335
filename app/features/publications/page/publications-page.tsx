import { PageHeader } from "#app/components/page-header";
import { formatYear } from "#app/lib/format";
import type { NavLink } from "#app/site/content-types";
import type { Publication } from "#app/site/content-types";
import { publicationsPage } from "#app/words/publications";

import { byYear, publications as allPublications } from "../publications";
import { CopyBibtexScript } from "./copy-bibtex";
import { PublicationEntry } from "./publication-entry";

/**
 * /publications: every entry of the owner's BibTeX file, grouped by year, newest first. Static HTML: the
 * route ships no React (routes/publications.tsx); the Copy BibTeX buttons run on one inline script. `pages`: the
 * site's pages for the header, as the notes pages have them (app/site-pages.ts).
 */
export function PublicationsPage({
  pages,
  publications = allPublications,
}: {
  pages: readonly NavLink[];
  publications?: readonly Publication[];
}) {
  return (
    <div className="min-h-svh bg-white">
      <PageHeader pages={pages} current={publicationsPage.path} />
      <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{publicationsPage.heading}</h1>
        <p className="mt-3 text-base text-neutral-700">{publicationsPage.intro}</p>
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
        <CopyBibtexScript />
      </main>
    </div>
  );
}
