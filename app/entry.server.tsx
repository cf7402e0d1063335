import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { type EntryContext, ServerRouter } from "react-router";

import { IslandRendererContext, islandRenderer } from "#app/lib/islands/island";
import { SpaFallbackContext } from "#app/lib/page/page-handle";

/**
 * Runs only at build time: every page is prerendered to static HTML (ssr: false).
 * `prerender` waits for every Suspense boundary, so the HTML holds the whole page.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // Each island of the page is rendered as a page of its own, as its root in the browser renders it
  // (lib/islands/island.tsx).
  const page = (
    <SpaFallbackContext value={routerContext.isSpaMode}>
      <IslandRendererContext value={islandRenderer(renderToString)}>
        <ServerRouter context={routerContext} url={request.url} />
      </IslandRendererContext>
    </SpaFallbackContext>
  );
  const { prelude } = await prerender(page, {
    // Inline every Suspense boundary where it stands: no hidden segments that need a script to show.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { status: responseStatusCode, headers: responseHeaders });
}
