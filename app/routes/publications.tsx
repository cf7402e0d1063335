import { site } from "#app/content/site";
import { publicationsJsonLd } from "#app/features/publications/page/publications-json-ld";
import { PublicationsPage } from "#app/features/publications/page/publications-page";
import { publications } from "#app/features/publications/publications";
import { pageMeta } from "#app/lib/page/seo";
import { hasSearch, sitePageLinks } from "#app/site/site-pages";
import { publicationsPage } from "#app/words/publishing/publications";

// No `./+types/…` import: the route exists only while its module is on (routes.ts), typegen writes types only for
// the routes there are, and this file must typecheck with the module off too.

/** A list to read: no React in the browser (root.tsx leaves out the scripts); Copy BibTeX has its own line of script. */
export const handle = { hydrate: false };

export function meta() {
  const { title, description, path } = publicationsPage;
  return [
    ...pageMeta({ title, description, path }),
    { "script:ld+json": publicationsJsonLd(publications, new URL(path, site.url).href) },
  ];
}

export default function Publications() {
  return <PublicationsPage pages={sitePageLinks} search={hasSearch} />;
}
