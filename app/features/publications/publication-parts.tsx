import { buttonVariants } from "#app/components/ui/button";
import { profile } from "#app/content/profile";
import { formatYear, listParts } from "#app/lib/format";
import type { Publication, PublicationLinkKind } from "#app/site/content-types";
import { publicationsPage } from "#app/words/publications";

import { isOwner } from "./owner-name";

/** The authors as a sentence ("A, B and C"), the owner's name in bold wherever the entry spells it. */
export function AuthorList({ publication, owner = profile.name }: { publication: Publication; owner?: string }) {
  const { authors, moreAuthors } = publication;
  const names = authors.map((author) => author.name);
  const parts = listParts(names, moreAuthors ? publicationsPage.moreAuthors : undefined);
  return (
    <>
      {parts.map((part, index) => {
        if (!("index" in part)) return part.literal;
        const author = authors[part.index]!;
        return isOwner(author, owner) ? (
          <strong key={index} data-owner className="font-semibold text-neutral-900">
            {author.name}
          </strong>
        ) : (
          author.name
        );
      })}
    </>
  );
}

/** Where and when: the kind of work if the venue does not say it, the venue, and the year when asked. */
export function PublicationVenue({ publication, withYear }: { publication: Publication; withYear?: boolean }) {
  const { kind, venue, year } = publication;
  const pieces = [
    kind && publicationsPage.kinds[kind],
    venue && <cite key="venue">{venue}</cite>,
    withYear && year && formatYear(String(year)),
  ].filter(Boolean);
  if (pieces.length === 0) return null;
  return (
    <p className="text-sm text-neutral-600">
      {pieces.flatMap((piece, index) => (index === 0 ? [piece] : [", ", piece]))}
    </p>
  );
}

const LINK_ORDER: readonly PublicationLinkKind[] = ["pdf", "arxiv", "doi", "code", "slides", "video"];

/** The look of an entry's links and of its Copy BibTeX button: the site's small outline button. */
export const chipClass = buttonVariants({ variant: "outline", size: "sm" });

/**
 * The entry's links in a fixed order, each named by its kind ("PDF", "DOI"…) and described by the entry's
 * title (`describedBy`), so that a screen reader can tell one entry's "PDF" from the next one's; then
 * `children` (a button), if any. Nothing at all when there is neither.
 */
export function PublicationLinks({
  publication,
  describedBy,
  children,
}: {
  publication: Publication;
  describedBy: string;
  children?: React.ReactNode;
}) {
  const links = LINK_ORDER.flatMap((kind) => {
    const href = publication.links[kind];
    return href ? [{ kind, href }] : [];
  });
  if (links.length === 0 && !children) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {links.map(({ kind, href }) => (
        <li key={kind}>
          <a href={href} className={chipClass} aria-describedby={describedBy}>
            {publicationsPage.links[kind]}
          </a>
        </li>
      ))}
      {children && <li>{children}</li>}
    </ul>
  );
}
