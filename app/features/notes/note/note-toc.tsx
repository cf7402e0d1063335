import type { TocItem } from "#app/features/notes/note-entry";
import { cn } from "#app/lib/utils";
import { noteWords } from "#app/words/publishing/writing";

/** A note gets a table of contents from this many section headings (h2 and h3) on. */
export const TOC_MIN_HEADINGS = 3;

/** The note's sections as in-page links; h3s indented under their h2. */
export function NoteToc({ items }: { items: readonly TocItem[] }) {
  if (items.length < TOC_MIN_HEADINGS) return null;
  return (
    <nav aria-labelledby="note-toc-title" className="note-toc" data-pagefind-ignore>
      <h2 id="note-toc-title" className="text-sm font-semibold uppercase tracking-wider text-neutral-900">
        {noteWords.onThisPage}
      </h2>
      <ol className="mt-3 flex flex-col gap-1 text-sm">
        {items.map((item) => (
          <li key={item.id} className={cn(item.depth === 3 && "pl-4")}>
            <a
              href={`#${item.id}`}
              className="inline-block py-1 text-neutral-700 hover:text-accent-700 hover:underline"
            >
              {item.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
