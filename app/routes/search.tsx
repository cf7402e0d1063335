import { SearchPage } from "#app/features/search/search-page";
import type { PageHandle } from "#app/lib/page/page-handle";
import { pageMeta } from "#app/lib/page/seo";
import { hasNotesPage, sitePageLinks } from "#app/site/site-pages";
import { searchPage } from "#app/words/publishing/writing";

// No `./+types/…` import: the page exists only while there is something to search (app/site/site-pages.ts), and
// this file must typecheck without it too.

/** No React in the browser (root.tsx leaves out the scripts): the page's own inline script runs the search. */
export const handle: PageHandle = { hydrate: false };

export function meta() {
  const { metaTitle, description, path } = searchPage;
  // A page of results is no page to find in a search engine: it is left out of the sitemap too.
  return [...pageMeta({ title: metaTitle, description, path }), { name: "robots", content: "noindex" }];
}

export default function Search() {
  return <SearchPage pages={sitePageLinks} notes={hasNotesPage} />;
}
