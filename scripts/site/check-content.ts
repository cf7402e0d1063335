/**
 * `npm run check:content`: the owner's own content (app/content/), built (`npm run build` runs first) and
 * checked as a visitor meets it. It fails only when the site is broken: the build failed, a page does not
 * render, an internal link or #section leads nowhere, or the icons and preview image show other content. The limits the tests guard on fixture content (the
 * CV on two A4 pages, the JavaScript budgets) are the owner's call: the build prints them as warnings
 * (scripts/site/content-limits.ts), and says so when it has no browser to measure them with.
 *
 * CI runs it after `npm test` (.ci/run), and the deploy workflow before it deploys.
 */
import { join } from "node:path";

import { site } from "#app/content/site";
import { sitePages } from "#app/site/module-pages";

import { annotate } from "./ci-annotation";
import { IMAGE_FILES, imageSources } from "./image-sources";
import { staleImages } from "./image-stamp";
import { startServer } from "./serve-built";
import { crawl } from "./site-links";

const buildDir = process.env.BUILD_DIR ?? "build";

// The icons and the preview image are drawn by `npm run images`, which needs a browser the build does not: here, so
// that a site whose name, role or colours changed never deploys with the template's (or last month's) images.
const stale = staleImages(join(buildDir, "client"), IMAGE_FILES, (await imageSources()).stamp);
if (stale.length > 0) {
  annotate(
    "error",
    `${stale.join(", ")} show other content than app/content/ (your name, role, place or colours changed): ` +
      "run `npm run images`, then commit public/",
  );
  process.exitCode = 1;
}
const server = await startServer({ BUILD_DIR: buildDir, RATE_LIMIT_PER_MINUTE: "0", LOG_REQUESTS: "0" });
try {
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const { pages, broken } = await crawl(server.origin, site.url, [...new Set(["/", ...sitePages, ...listed])]);
  if (broken.length > 0) {
    for (const link of broken) annotate("error", `${link.from}: ${link.href} ${link.problem}`);
    console.error(`\n${broken.length} broken link(s) in ${pages.length} pages of ${buildDir}/.`);
    process.exitCode = 1;
  } else {
    console.log(`Content check: ${pages.length} pages render, and every internal link and #section resolves.`);
  }
} finally {
  await server.stop();
}
