import type { Context } from "hono";

import type { SiteHandler } from "./app";
import { isHiddenPath } from "./site-paths";

/** The part of the Workers static assets binding (`assets.binding` in wrangler.jsonc) the site uses. */
export type AssetsBinding = {
  fetch(request: Request): Promise<Response>;
};

const NOT_FOUND_PAGE = "/404/index.html";

/** The asset names a site path may mean, in order: "/a" is the file "a" or the page "a/index.html". */
function assetNames(path: string): string[] {
  if (path.endsWith("/")) return [`${path}index.html`];
  return [path, `${path}/index.html`];
}

/** Asks the binding for one asset with the client's method and headers (so conditional requests get 304). */
function fetchAsset(assets: AssetsBinding, c: Context, name: string, conditional: boolean): Promise<Response> {
  const url = new URL(c.req.url);
  url.pathname = name;
  url.search = "";
  const headers = conditional ? c.req.raw.headers : undefined;
  return assets.fetch(new Request(url, { method: c.req.method, headers }));
}

/**
 * The built site from the Workers static assets binding, with `html_handling: "none"` so this
 * handler alone decides what a path means (as node-site.ts does on Node): the file, else the
 * prerendered 404 page with status 404. The binding's responses have immutable headers; the app
 * sets Cache-Control on them, so each is copied into a fresh Response.
 */
export function workerSite(assets: AssetsBinding): SiteHandler {
  return async (c) => {
    if (!isHiddenPath(c.req.path)) {
      for (const name of assetNames(c.req.path)) {
        const response = await fetchAsset(assets, c, name, true);
        if (response.status !== 404) return new Response(response.body, response);
        await response.body?.cancel();
      }
    }
    const page = await fetchAsset(assets, c, NOT_FOUND_PAGE, false);
    if (!page.ok) return c.text("Not Found", 404);
    return new Response(page.body, { status: 404, headers: page.headers });
  };
}
