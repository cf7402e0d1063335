/**
 * Files generated from the routes and the site content at build time (see react-router.config.ts):
 * sitemap.xml (every prerendered page: the site's, and the notes, tags and case studies), robots.txt, the
 * web app manifest, the SVG icon in the theme's colours and the CV as JSON Resume (/cv.json).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";

import { profile } from "#app/content/profile";
import { cvPage, site } from "#app/content/site";
import { type CvContent, cvContent } from "#app/features/cv/cv-content";
import { jsonResumeSchema, toJsonResume } from "#app/features/cv/json-resume";
import { siteText } from "#app/lib/page/site-text";
import { browserThemeColour } from "#app/lib/theme/theme-colours";
import { sitePages } from "#app/site/module-pages";
import { on } from "#app/site/modules";
import { element, xmlDocument } from "#content-pipeline/xml";

import { faviconSvg } from "./favicon";

/**
 * The sitemap: every page, with `<lastmod>` where the page's date is known (`lastModified`, by path: a note's
 * date, a list's newest note's). The other pages have none, as Hugo leaves it out when it has no date: the
 * build's own date would tell search engines every page changed at every build, and they learn to ignore it.
 */
export function sitemapXml(
  pages: readonly string[] = sitePages,
  siteUrl: string = site.url,
  lastModified: Readonly<Record<string, string>> = {},
): string {
  const urls = pages.map((path) => {
    const date = Object.hasOwn(lastModified, path) ? lastModified[path] : undefined;
    const lastmod = date ? [{ xml: "\n    " }, element("lastmod", {}, [date])] : [];
    return [
      { xml: "\n  " },
      element("url", {}, [
        { xml: "\n    " },
        element("loc", {}, [new URL(path, siteUrl).href]),
        ...lastmod,
        { xml: "\n  " },
      ]),
    ];
  });
  return xmlDocument(
    element("urlset", { xmlns: "http://www.sitemaps.org/schemas/sitemap/0.9" }, [...urls.flat(), { xml: "\n" }]),
  );
}

export function robotsTxt(siteUrl: string = site.url): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", siteUrl).href}\n`;
}

export function webManifest(): string {
  const manifest = {
    name: siteText.name,
    short_name: profile.name,
    description: siteText.description,
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: browserThemeColour(),
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The CV as JSON Resume, checked against the schema so a bad mapping fails the build, not a reader. */
export function cvJson(content: CvContent = cvContent): string {
  return `${JSON.stringify(jsonResumeSchema.parse(toJsonResume(content)), null, 2)}\n`;
}

/**
 * Writes the generated files into the built site's client folder; the sitemap lists `pages`, with the dates of
 * those in `lastModified`.
 */
export function writeSiteFiles(
  clientDir: string,
  pages: readonly string[] = sitePages,
  lastModified: Readonly<Record<string, string>> = {},
): void {
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(pages, site.url, lastModified));
  writeFileSync(join(clientDir, "robots.txt"), robotsTxt());
  writeFileSync(join(clientDir, "site.webmanifest"), webManifest());
  writeFileSync(join(clientDir, "favicon.svg"), faviconSvg());
  if (on.cv) writeFileSync(join(clientDir, cvPage.jsonPath.slice(1)), cvJson());
}
