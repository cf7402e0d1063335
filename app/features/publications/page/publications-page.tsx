import { navigationWords } from "#app/content/landing";
import { type Publication, publicationsPage } from "#app/content/publications";
import { formatYear } from "#app/lib/format";

import { byYear, publications as allPublications } from "../publications";
import { CopyBibtexScript } from "./copy-bibtex";
import { PublicationEntry } from "./publication-entry";

const backLinkClass =
  "-ml-2 rounded-md px-2 py-2 text-sm font-medium text-neutral-700 hover:text-accent-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600";

/**
 * /publications: every entry of the owner's BibTeX file, grouped by year, newest first. Static HTML: the
 * route ships no React (routes/publications.tsx); the Copy BibTeX buttons run on one inline script.
 */
export function PublicationsPage({ publications = allPublications }: { publications?: readonly Publication[] }) {
  return (
    <div className="min-h-svh bg-white">
      <header className="border-b border-neutral-200">
        <nav aria-label={navigationWords.main} className="mx-auto flex h-14 max-w-3xl items-center px-4 sm:px-6">
          <a href="/" className={backLinkClass}>
            <span aria-hidden="true">← </span>
            {publicationsPage.backLink}
          </a>
        </nav>
      </header>
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
