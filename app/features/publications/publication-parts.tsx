import { buttonVariants } from "#app/components/ui/button";
import { profile } from "#app/content/profile";
import { formatYear, listParts } from "#app/lib/format";
import { cn } from "#app/lib/utils";
import type { Publication, PublicationLinkKind } from "#app/site/content-types";
import { publicationsPage } from "#app/words/publishing/publications";

import { isOwner } from "./owner-name";

/** The authors as a sentence ("A, B and C"), the owner's name in bold wherever the entry spells it. */
export function AuthorList({ publication, owner = profile.name }: { publication: Publication; owner?: string }) {
  const { authors, moreAuthors } = publication;
  const names = authors.map((author) => author.name);
  const parts = listParts(names, moreAuthors ? publicationsPage.moreAuthors : undefined);
  return (
    <>
      {parts.map((part, index) =>
        "index" in part ? (
          <Name key={index} publication={publication} index={part.index} owner={owner} />
        ) : (
          part.literal
        ),
      )}
    </>
  );
}

/** A list of more authors than this is cut: its first AUTHORS_SHOWN and the owner show, the rest behind a click. */
export const AUTHORS_BEFORE_CUT = 5;
export const AUTHORS_SHOWN = 3;

/**
 * The authors a cut list shows, by index: the first AUTHORS_SHOWN and the owner, wherever the owner comes;
 * undefined when the list is short enough to show whole.
 */
export function shownAuthors(publication: Publication, owner: string = profile.name): number[] | undefined {
  const { authors } = publication;
  if (authors.length <= AUTHORS_BEFORE_CUT) return undefined;
  const first = authors.slice(0, AUTHORS_SHOWN).map((_, index) => index);
  const ownerAt = authors.findIndex((author, index) => index >= AUTHORS_SHOWN && isOwner(author, owner));
  return ownerAt < 0 ? first : [...first, ownerAt];
}

function Name({ publication, index, owner }: { publication: Publication; index: number; owner: string }) {
  const author = publication.authors[index]!;
  return isOwner(author, owner) ? (
    <strong data-owner className="font-semibold text-neutral-900">
      {author.name}
    </strong>
  ) : (
    author.name
  );
}

/**
 * The authors, as a paragraph; a long list (more than AUTHORS_BEFORE_CUT) cut to its first few and the owner,
 * with "and N more" opening the whole list: a <details>, which needs no script. `className`: the paragraph's.
 */
export function Authors({
  publication,
  owner = profile.name,
  className,
}: {
  publication: Publication;
  owner?: string;
  className?: string;
}) {
  const shown = shownAuthors(publication, owner);
  if (!shown) {
    return (
      <p className={className} data-filter-text>
        <AuthorList publication={publication} owner={owner} />
      </p>
    );
  }
  // A gap before the owner when they come after the first few: "A, B, C, …, Owner".
  const items = shown.flatMap((index, at) => (at > 0 && index !== shown[at - 1]! + 1 ? ["…", index] : [index]));
  const parts = listParts(items.map(String), undefined, true);
  const hidden = publication.authors.length - shown.length;
  return (
    <div
      data-filter-text
      className={cn("flex flex-wrap items-baseline gap-x-1.5", className, "[&:has(>details[open])>p]:hidden")}
    >
      <p>
        {parts.map((part, at) => {
          if (!("index" in part)) return part.literal;
          const item = items[part.index]!;
          return item === "…" ? "…" : <Name key={at} publication={publication} index={item as number} owner={owner} />;
        })}
      </p>
      <details className="group">
        <summary className="cursor-pointer font-medium text-accent-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600">
          <span className="group-open:hidden">{publicationsPage.moreAuthorsCount(hidden)}</span>
          <span className="hidden group-open:inline">{publicationsPage.fewerAuthors}</span>
        </summary>
        <p>
          <AuthorList publication={publication} owner={owner} />
        </p>
      </details>
    </div>
  );
}

/** The entry's keywords, as the list's filter offers them. */
export function PublicationKeywords({ publication }: { publication: Publication }) {
  if (publication.keywords.length === 0) return null;
  return (
    <p className="text-sm text-neutral-700" data-filter-text>
      <span className="font-medium">{publicationsPage.keywords}: </span>
      {publication.keywords.join(", ")}
    </p>
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
