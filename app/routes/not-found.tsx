import { NotFoundPage } from "#app/components/not-found-page";
import type { PageHandle } from "#app/lib/page/page-handle";
import { commonWords } from "#app/words/site/common";

import type { Route } from "./+types/not-found";

/**
 * The server answers every address with no page with this prerendered page, whatever route the address would
 * match in the browser (/notes/<unknown>, /publications without entries): it ships no React, so nothing in the
 * browser can match the address again and render another page over it.
 */
export const handle: PageHandle = { hydrate: false };

export function meta(_: Route.MetaArgs) {
  return [{ title: commonWords.notFound.title }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <NotFoundPage />;
}
