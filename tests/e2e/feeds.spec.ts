/**
 * The notes' feeds and what finds them: RSS, Atom and JSON Feed with absolute URLs and full content, the
 * alternate links on every page, the sitemap, and each note's canonical URL, preview image and JSON-LD.
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { imageSize } from "image-size";

import { content } from "./built-content";

const { feeds, site } = content;

// The fixture notes' paths, newest first, the draft not among them.
const NOTES = ["/notes/live-verdict", "/notes/markdown-features", "/notes/notebook-outputs", "/notes/hostile-output"];

/** The links a feed (XML) lists, read by the browser's own XML parser. */
async function xmlLinks(page: Page, xml: string, selector: string, attribute?: string): Promise<string[]> {
  return page.evaluate(
    ({ xml, selector, attribute }) => {
      const document = new DOMParser().parseFromString(xml, "application/xml");
      if (document.querySelector("parsererror")) throw new Error("the feed is not well-formed XML");
      return [...document.querySelectorAll(selector)].map((node) =>
        attribute ? node.getAttribute(attribute)! : node.textContent!,
      );
    },
    { xml, selector, attribute },
  );
}

/** Each URL must be absolute, on the site's address, and its page must exist here. */
async function expectSitePages(request: APIRequestContext, urls: string[]) {
  expect(urls.map((url) => new URL(url).pathname)).toEqual(NOTES);
  for (const url of urls) {
    expect(url.startsWith(site.url)).toBe(true);
    expect((await request.get(new URL(url).pathname)).status(), url).toBe(200);
  }
}

test("the RSS feed parses, lists every note by its absolute URL, with its full content", async ({ page, request }) => {
  const response = await request.get(feeds.rss.path);
  expect(response.status()).toBe(200);
  const xml = await response.text();
  await expectSitePages(request, await xmlLinks(page, xml, "item > link"));
  const contents = await xmlLinks(page, xml, "item > encoded");
  expect(contents[1]).toContain("Summed over the features");
  expect(contents[1]).toMatch(/<img src="https:\/\/[^"]+\/assets\/approvals-[^"]+\.png"/);
  expect(contents[1]).toContain("<math");
  expect(contents[1]).not.toContain("katex-html");
  // The Mermaid diagram as its source: its drawing's colours are the page's style sheet's.
  expect(contents[1]).toMatch(/<pre class="mermaid-source"[^>]*>graph LR/);
  expect(contents[1]).not.toContain("<svg");
});

test("the Atom feed parses and lists every note by its absolute URL", async ({ page, request }) => {
  const xml = await (await request.get(feeds.atom.path)).text();
  await expectSitePages(request, await xmlLinks(page, xml, "entry > link", "href"));
  expect(await xmlLinks(page, xml, "feed > id")).toEqual([`${site.url}/notes`]);
  // Atom 1.0's dates and text: each entry published on its note's date (written out by hand), titles as text.
  expect(await xmlLinks(page, xml, "entry > published")).toEqual([
    "2025-03-01T00:00:00Z",
    "2025-02-10T00:00:00Z",
    "2025-01-15T00:00:00Z",
    "2024-12-01T00:00:00Z",
  ]);
  expect(new Set(await xmlLinks(page, xml, "entry > title", "type"))).toEqual(new Set(["text"]));
});

test("the JSON Feed parses and lists every note by its absolute URL, with its HTML", async ({ request }) => {
  const feed = await (await request.get(feeds.json.path)).json();
  await expectSitePages(
    request,
    feed.items.map((item: { url: string }) => item.url),
  );
  expect(feed.items[2].content_html).toContain("hello from stdout");
  expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
  expect(feed.items[1].date_published).toBe("2025-02-10T00:00:00Z");
});

for (const path of ["/", "/cv", "/projects/loan-predict", "/notes", "/notes/markdown-features"]) {
  test(`${path} names the three feeds`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    for (const feed of [feeds.rss, feeds.atom, feeds.json]) {
      // The title names the test build's owner (tests/fixtures/content/profile.ts).
      expect(html).toContain(
        `<link rel="alternate" type="${feed.type}" title="Priya Raman · Notes (${feed.label})" href="${feed.path}"/>`,
      );
    }
  });
}

test("the sitemap lists the notes, the tags and the case studies, not the draft", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/notes", ...NOTES, "/notes/tags/python", "/projects/rag-knowledge-assistant"]) {
    expect(sitemap).toContain(`<loc>${site.url}${path}</loc>`);
  }
  expect(sitemap).not.toContain("unpublished-draft");
  expect(sitemap).toContain(`<loc>${site.url}/notes/markdown-features</loc>\n    <lastmod>2025-02-10</lastmod>`);
  // Scheduled for 2099, and the search page, which lists nothing until a visitor searches.
  expect(sitemap).not.toContain("scheduled-note");
  expect(sitemap).not.toContain("/search<");
});

test("a note has its canonical URL, BlogPosting data and its own preview image", async ({ request }) => {
  const html = await (await request.get("/notes/markdown-features")).text();
  const url = `${site.url}/notes/markdown-features`;
  expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
  expect(html).toContain(`<meta property="og:image" content="${url}/og.png"/>`);
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
  expect(ld).toMatchObject({
    "@type": "BlogPosting",
    headline: "Reading a loan model's odds",
    datePublished: "2025-02-10",
    url,
    author: { "@type": "Person", name: "Priya Raman" },
  });
  const image = await request.get("/notes/markdown-features/og.png");
  expect(image.headers()["content-type"]).toBe("image/png");
  expect(imageSize(await image.body())).toMatchObject({ width: 1200, height: 630 });
});
