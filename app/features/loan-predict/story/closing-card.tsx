import { ArrowUp } from "#app/components/ui/icons";
import { closingCard } from "#app/words/loan/demo";

import { PAGE_TITLE_ID } from "../page-header";

/**
 * The closing call to action: back to the top of the page, smoothly unless motion is reduced, keyboard focus on
 * the page's title (the scroll-to-top behaviour, lib/behaviours/scroll-to-top.ts).
 */
export function ClosingCard() {
  return (
    <section
      aria-labelledby="closing-title"
      className="rounded-3xl bg-gradient-to-br from-accent-700 to-accent-2-700 p-8 text-center text-white shadow-lg sm:p-12"
    >
      <h2 id="closing-title" className="text-2xl font-bold sm:text-3xl">
        {closingCard.title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-accent-50">{closingCard.text}</p>
      <button
        type="button"
        // Not the shared Button: its colours would clash with these (cn() does not merge utilities).
        className="mt-6 inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-white px-7 text-base font-semibold text-accent-800 transition-colors hover:bg-accent-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-accent-2-700"
        data-behaviour="scroll-to-top"
        data-focus={PAGE_TITLE_ID}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
        {closingCard.button}
      </button>
    </section>
  );
}
