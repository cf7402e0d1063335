import { cn } from "#app/lib/utils";
import { searchPage } from "#app/words/publishing/writing";

/**
 * A search box that is a plain form: it sends the words to the search page (`/search?q=…`), which loads the
 * search's script. The page that shows the box ships no script for it.
 */
export function SearchBox({ id, className }: { id: string; className?: string }) {
  return (
    <form action={searchPage.path} method="get" role="search" className={cn("flex gap-2", className)}>
      <label htmlFor={id} className="sr-only">
        {searchPage.label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        required
        placeholder={searchPage.label}
        className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 placeholder:text-neutral-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600"
      />
      <button
        type="submit"
        className="min-h-11 rounded-lg bg-accent-700 px-4 text-sm font-semibold text-white hover:bg-accent-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:ring-offset-2"
      >
        {searchPage.button}
      </button>
    </form>
  );
}
