import { Badge } from "#app/components/ui/badge";
import type { Publication } from "#app/site/content-types";
import { publicationsPage } from "#app/words/publishing/publications";

import { Authors, PublicationKeywords, PublicationLinks, PublicationVenue } from "../publication-parts";
import { publicationId } from "../publications";
import { CopyBibtexButton } from "./copy-bibtex";

const linkClass =
  "text-accent-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600";
const summaryClass =
  "cursor-pointer text-sm font-semibold text-neutral-700 hover:text-accent-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600";

/**
 * One publication: title, authors, venue, keywords, links, and its abstract and BibTeX behind <details>, open
 * without scripts. What the list's filter reads is in its data attributes (year, type, keywords) and in the
 * parts marked data-filter-text (publication-filter.tsx).
 */
export function PublicationEntry({ publication }: { publication: Publication }) {
  const id = publicationId(publication.key);
  const titleId = `${id}-title`;
  const codeId = `${id}-bibtex`;
  return (
    <li
      id={id}
      data-year={publication.year ?? ""}
      data-type={publication.type}
      data-keywords={JSON.stringify(publication.keywords)}
      className="scroll-mt-6 border-t border-neutral-200 py-6 first:border-t-0 first:pt-0"
    >
      <h3 id={titleId} data-filter-text className="text-lg leading-snug font-semibold text-neutral-900 wrap-anywhere">
        {publication.url ? (
          <a href={publication.url} className={linkClass}>
            {publication.title}
          </a>
        ) : (
          publication.title
        )}
      </h3>
      {publication.authors.length > 0 && (
        <Authors publication={publication} className="mt-1 text-sm text-neutral-700" />
      )}
      <div className="mt-1 flex flex-wrap items-center gap-2" data-filter-text>
        {publication.selected && <Badge>{publicationsPage.selectedBadge}</Badge>}
        <PublicationVenue publication={publication} />
      </div>
      <PublicationKeywords publication={publication} />
      <PublicationLinks publication={publication} describedBy={titleId}>
        <CopyBibtexButton codeId={codeId} describedBy={titleId} />
      </PublicationLinks>
      {publication.abstract && (
        <details className="mt-3">
          <summary className={summaryClass} aria-describedby={titleId}>
            {publicationsPage.abstract}
          </summary>
          <p className="mt-2 text-sm leading-relaxed text-neutral-700" data-filter-text>
            {publication.abstract}
          </p>
        </details>
      )}
      {/* The search indexes the entry as it reads, not its BibTeX's field names. */}
      <details className="mt-2" data-pagefind-ignore>
        <summary className={summaryClass} aria-describedby={titleId}>
          {publicationsPage.bibtex}
        </summary>
        {/* Wrapped rather than scrolled: a scrolling box would need a keyboard stop of its own. */}
        <pre className="mt-2 rounded-lg bg-neutral-100 p-3 text-xs leading-relaxed whitespace-pre-wrap text-neutral-800 wrap-anywhere">
          <code id={codeId}>{publication.bibtex}</code>
        </pre>
      </details>
    </li>
  );
}
