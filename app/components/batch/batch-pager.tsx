import { useState } from "react";

import { Button } from "#app/components/ui/button";

import { formatCount } from "./batch-file";
import type { BatchWords } from "./batch-words";

/** Rows rendered at once: a page of 100,000 rows would freeze the page. */
export const PAGE_SIZE = 100;

/** The page shown of `count` items, back on the first whenever `resetKey` changes (a new file's results). */
export function usePages(count: number, resetKey: unknown, size = PAGE_SIZE) {
  const [state, setState] = useState({ key: resetKey, page: 0 });
  const pages = Math.max(1, Math.ceil(count / size));
  const page = state.key === resetKey ? Math.min(state.page, pages - 1) : 0;
  return {
    count,
    page,
    pages,
    from: page * size,
    to: Math.min(count, (page + 1) * size),
    go: (next: number) => setState({ key: resetKey, page: Math.max(0, Math.min(pages - 1, next)) }),
  };
}

/** Previous / "Rows 101–200 of 9,000" / Next, only when there is more than one page. */
export function Pager({
  pages,
  label,
  words,
}: {
  pages: ReturnType<typeof usePages>;
  label: string;
  words: BatchWords["pager"];
}) {
  if (pages.pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap items-center gap-3 text-sm text-neutral-700">
      <Button variant="outline" size="sm" disabled={pages.page === 0} onClick={() => pages.go(pages.page - 1)}>
        {words.previous}
      </Button>
      <span aria-live="polite" className="tabular-nums">
        {words.showing(formatCount(pages.from + 1), formatCount(pages.to), formatCount(pages.count))}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={pages.page === pages.pages - 1}
        onClick={() => pages.go(pages.page + 1)}
      >
        {words.next}
      </Button>
    </nav>
  );
}
