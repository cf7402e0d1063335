import { formatYear, listText } from "#app/lib/format";
import type { Publication } from "#app/site/content-types";
import { publicationsPage } from "#app/words/publishing/publications";

import { publicationUrl } from "./cv-format";

/** Publications newest first: title (linked), authors, then the kind of work, venue and year. */
export function CvPublications({ publications, siteUrl }: { publications: readonly Publication[]; siteUrl: string }) {
  return (
    <ul className="space-y-3">
      {publications.map((publication) => {
        const url = publicationUrl(publication, siteUrl);
        const names = publication.authors.map((author) => author.name);
        const more = publication.moreAuthors ? publicationsPage.moreAuthors : undefined;
        const where = [
          publication.kind && publicationsPage.kinds[publication.kind],
          publication.venue,
          publication.year && formatYear(String(publication.year)),
        ].filter(Boolean);
        return (
          <li key={publication.key} className="cv-entry text-sm">
            <h3 className="font-semibold text-neutral-900">
              {url ? (
                <a href={url} className="text-accent-700 underline-offset-2 hover:underline">
                  {publication.title}
                </a>
              ) : (
                publication.title
              )}
            </h3>
            {names.length > 0 && <p className="text-neutral-700">{listText(names, more)}</p>}
            {where.length > 0 && <p className="text-neutral-600">{where.join(", ")}</p>}
          </li>
        );
      })}
    </ul>
  );
}
