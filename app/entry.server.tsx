import { prerender } from "react-dom/static";
import { type EntryContext, ServerRouter } from "react-router";

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
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    // Inline every Suspense boundary where it stands: no hidden segments that need a script to show.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { status: responseStatusCode, headers: responseHeaders });
}
