import { PageHeader } from "#app/components/page-header";
import type { NavLink } from "#app/site/content-types";
import { searchPage } from "#app/words/publishing/writing";
import { notesLink } from "#app/words/site/navigation";

import { SEARCH_IDS, SEARCH_SCRIPT } from "./search-script";

/**
 * /search: a search box and its results. The page ships no React (routes/search.tsx); its one inline script
 * loads Pagefind and lists what it finds (search-script.ts). Without JavaScript it says that search needs it and
 * points to the notes, which are all listed there. `notes`: whether the site has a notes page to point to.
 */
export function SearchPage({ pages, notes }: { pages: readonly NavLink[]; notes: boolean }) {
  return (
    <div className="flex min-h-svh flex-col bg-white">
      <PageHeader pages={pages} current={searchPage.path} search />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight text-neutral-900">{searchPage.title}</h1>
        <form id={SEARCH_IDS.form} action={searchPage.path} method="get" role="search" className="mt-6 flex gap-2">
          <label htmlFor={SEARCH_IDS.input} className="sr-only">
            {searchPage.label}
          </label>
          <input
            id={SEARCH_IDS.input}
            name="q"
            type="search"
            autoComplete="off"
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
        <p className="mt-6 hidden text-neutral-700 noscript:block">
          {notes ? (
            <a href={notesLink.href} className="underline underline-offset-4">
              {searchPage.needsScript}
            </a>
          ) : (
            searchPage.needsScript
          )}
        </p>
        <p id={SEARCH_IDS.status} role="status" className="mt-6 text-sm text-neutral-700" />
        <ol id={SEARCH_IDS.results} className="mt-4 flex flex-col divide-y divide-neutral-200" />
        {/* One result, which the script copies for each: its classes are in the page, so CSS pruning keeps their rules. */}
        <template id={SEARCH_IDS.template}>
          <li className="py-5">
            <p data-kind className="text-xs font-semibold uppercase tracking-wider text-neutral-700" />
            <h2 className="mt-1 text-lg font-semibold text-neutral-900">
              <a
                href={searchPage.path}
                className="hover:text-accent-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600"
              />
            </h2>
            <p
              data-excerpt
              className="mt-1 text-sm leading-relaxed text-neutral-700 [&_mark]:bg-accent-100 [&_mark]:text-neutral-900"
            />
          </li>
        </template>
        <script dangerouslySetInnerHTML={{ __html: SEARCH_SCRIPT }} />
      </main>
    </div>
  );
}
