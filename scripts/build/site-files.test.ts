import { describe, expect, it } from "vitest";

import { cvContent } from "#app/features/cv/cv-content";
import { jsonResumeSchema } from "#app/features/cv/json-resume";
import { themeColour } from "#app/lib/theme/theme-colours";
import { sitePages } from "#app/site/module-pages";
import { site } from "#tests/fixtures/content/site";

import { cvJson, robotsTxt, sitemapXml, webManifest } from "./site-files";

describe("site files", () => {
  it("lists the given pages as absolute URLs in the sitemap, with the dates it is given", () => {
    expect(sitemapXml(["/", "/notes/a"], "https://example.dev", { "/notes/a": "2025-03-01" })).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "  <url>\n    <loc>https://example.dev/</loc>\n  </url>\n" +
        "  <url>\n    <loc>https://example.dev/notes/a</loc>\n    <lastmod>2025-03-01</lastmod>\n  </url>\n</urlset>\n",
    );
  });

  it("puts every site page in the site's sitemap, and nothing else", () => {
    const listed = [...sitemapXml().matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed).toEqual(sitePages.map((path) => new URL(path, site.url).href));
  });

  it("points robots.txt at the sitemap", () => {
    expect(robotsTxt("https://example.dev")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://example.dev/sitemap.xml\n",
    );
  });

  it("writes a manifest that parses", () => {
    expect(JSON.parse(webManifest())).toMatchObject({ start_url: "/", theme_color: themeColour("accent-700") });
  });

  it("writes the CV as schema-checked JSON Resume, and refuses content that would not map", () => {
    // Checked against the content itself, not against toJsonResume (json-resume.test.ts pins its mapping).
    const written = jsonResumeSchema.parse(JSON.parse(cvJson()));
    expect(written.basics.name).toBe(cvContent.profile.name);
    expect(written.basics.url).toBe(cvContent.siteUrl);
    expect(written.projects.map((project) => project.name)).toEqual(cvContent.projects.map((project) => project.title));
    const broken = { ...cvContent, timeline: [{ ...cvContent.timeline[0]!, year: "last spring" }] };
    expect(() => cvJson(broken)).toThrow();
  });
});
