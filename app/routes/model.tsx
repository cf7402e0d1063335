import { data } from "react-router";
import { modelPages, models } from "virtual:models";

import { ModelPage } from "#app/features/models/model-page";
import type { PageHandle } from "#app/lib/page/page-handle";
import { pageMeta } from "#app/lib/page/seo";
import { modelPath } from "#app/site/model-paths";
import { sitePageLinks } from "#app/site/site-pages";
import { modelWords } from "#app/words/models";

// No `./+types/…` import: the route exists only while its module is on (routes.ts), typegen writes types only for
// the routes there are, and this file must typecheck with the module off too.

/** Static HTML with islands (features/models/model-page.tsx): React Router's scripts stay off this page. */
export const handle: PageHandle = { hydrate: false, islands: true };

const modelOf = (id: string | undefined) => models.find((model) => model.id === id);

export function meta({ params }: { params: { id?: string } }) {
  const model = modelOf(params.id);
  if (!model) return [];
  return pageMeta({
    title: modelWords.metaTitle(model.title),
    description: model.summary ?? model.title,
    path: modelPath(model.id),
  });
}

export default function Model({ params }: { params: { id?: string } }) {
  const model = modelOf(params.id);
  if (!model) throw data(null, { status: 404 });
  return <ModelPage pages={sitePageLinks} model={model} load={modelPages[model.id]!} />;
}
