import type { NoteTag } from "#app/features/notes/note-entry";
import { noteWords } from "#app/words/publishing/writing";

import { tagPath } from "./note-paths";

const tagClassName =
  "inline-flex min-h-8 items-center rounded-full border border-neutral-200 bg-neutral-50 px-3 text-xs font-medium text-neutral-700";

/**
 * A note's tags, each a link to the tag's page. `linked`: the tags that have a page (all when not given); the
 * others (a case study's tag that no note has, or any with the notes off) are shown without a link.
 */
export function TagList({
  tags,
  current,
  linked,
}: {
  tags: readonly NoteTag[];
  current?: string;
  linked?: ReadonlySet<string>;
}) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={noteWords.tags} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag.slug}>
          {linked && !linked.has(tag.slug) ? (
            <span className={tagClassName}>{tag.name}</span>
          ) : (
            <a
              href={tagPath(tag)}
              aria-current={tag.slug === current ? "page" : undefined}
              className={`${tagClassName} hover:border-accent-300 hover:text-accent-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600`}
            >
              {tag.name}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
