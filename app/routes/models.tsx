import { data } from "react-router";
import { models } from "virtual:models";

import { ModelsListPage } from "#app/features/models/models-list-page";
import type { PageHandle } from "#app/lib/page/page-handle";
import { pageMeta } from "#app/lib/page/seo";
import { sitePageLinks } from "#app/site/site-pages";
import { modelsPage } from "#app/words/models";

// No `./+types/…` import: the route exists only while its module is on (routes.ts), typegen writes types only for
// the routes there are, and this file must typecheck with the module off too.

/** A list to read: static HTML, no scripts (root.tsx). */
export const handle: PageHandle = { hydrate: false };

export function meta() {
  return pageMeta({ title: modelsPage.metaTitle, description: modelsPage.description, path: modelsPage.path });
}

export default function Models() {
  // The build prerenders this page only when there are models; `npm run dev` with none says so too.
  if (models.length === 0) throw data(null, { status: 404 });
  return <ModelsListPage pages={sitePageLinks} models={models} />;
}
