import type { Publication } from "#app/site/content-types";
import { publicationsPage, selectedPublicationsSection } from "#app/words/publishing/publications";

import { Authors, PublicationLinks, PublicationVenue } from "../publication-parts";
import { publicationId, selectedPublications } from "../publications";

const titleLinkClass =
  "text-neutral-900 underline-offset-2 hover:text-accent-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600";

/**
 * The landing page's selected publications (flagged in the BibTeX file), each leading to its entry on
 * /publications, where its abstract and BibTeX are. Plain links: that page ships no scripts, so it is
 * loaded as a document, never rendered by the client router.
 */
export function SelectedPublications({
  publications = selectedPublications,
}: {
  publications?: readonly Publication[];
}) {
  return (
    <section id="publications" aria-labelledby="publications-title" className="render-lazy py-20 sm:py-28">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">
            {selectedPublicationsSection.eyebrow}
          </p>
          <h2 id="publications-title" className="mt-2 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">
            {selectedPublicationsSection.title}
          </h2>
          <p className="mt-5 text-base leading-relaxed text-neutral-700 sm:text-lg">
            {selectedPublicationsSection.intro}
          </p>
        </div>
        <ul className="mt-12 space-y-4">
          {publications.map((publication) => {
            const titleId = `selected-${publicationId(publication.key)}`;
            return (
              <li key={publication.key} className="rounded-xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6">
                <h3 id={titleId} className="text-lg leading-snug font-semibold wrap-anywhere">
                  <a href={`${publicationsPage.path}#${publicationId(publication.key)}`} className={titleLinkClass}>
                    {publication.title}
                  </a>
                </h3>
                {publication.authors.length > 0 && (
                  <Authors publication={publication} className="mt-1 text-sm text-neutral-700" />
                )}
                <div className="mt-1">
                  <PublicationVenue publication={publication} withYear />
                </div>
                <PublicationLinks publication={publication} describedBy={titleId} />
              </li>
            );
          })}
        </ul>
        <p className="mt-10 text-center">
          <a
            href={publicationsPage.path}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-semibold text-accent-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600"
          >
            {selectedPublicationsSection.allLink}
            <span aria-hidden="true"> →</span>
          </a>
        </p>
      </div>
    </section>
  );
}
