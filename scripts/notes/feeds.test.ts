import { describe, expect, it } from "vitest";

import { feedContent, notesFeed, withFeedLinks } from "./feeds";

const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>x</title></head><body><main><div class="note-prose">${body}</div></main></body></html>`;

const notes = [
  {
    title: "Newer",
    path: "/notes/newer",
    date: "2025-03-01",
    summary: "The newer one.",
    tags: [{ name: "ML", slug: "ml" }],
  },
  { title: "Older & wiser", path: "/notes/older", date: "2024-12-31", summary: "The older one.", tags: [] },
];

describe("feedContent", () => {
  it("takes the note's body from its page and makes every link and image absolute", () => {
    const content = feedContent(
      page('<p><a href="/notes">All</a> <a href="#part">part</a> <img src="/assets/a.png" width="2" height="1"></p>'),
      "https://example.dev/notes/newer",
    );
    expect(content).toBe(
      '<p><a href="https://example.dev/notes">All</a> <a href="https://example.dev/notes/newer#part">part</a> ' +
        '<img src="https://example.dev/assets/a.png" width="2" height="1"></p>',
    );
  });

  it("keeps a formula's MathML and drops KaTeX's HTML, which needs a style sheet readers lack", () => {
    const content = feedContent(
      page(
        '<span class="katex"><span class="katex-mathml"><math><mi>x</mi></math></span><span class="katex-html" aria-hidden="true">x</span></span>',
      ),
      "https://example.dev/notes/newer",
    );
    expect(content).toBe('<span class="katex"><span class="katex-mathml"><math><mi>x</mi></math></span></span>');
  });

  it("gives a Mermaid diagram's source without its drawing, whose colours are the page's style sheet's", () => {
    const content = feedContent(
      page(
        '<figure class="mermaid-diagram"><svg class="mermaid-svg"><rect fill="var(--_node-fill)"></rect></svg><details><summary>Source</summary><pre class="mermaid-source">graph LR</pre></details></figure>',
      ),
      "https://example.dev/notes/newer",
    );
    expect(content).toBe(
      '<figure class="mermaid-diagram"><details><summary>Source</summary><pre class="mermaid-source">graph LR</pre></details></figure>',
    );
  });

  it("fails the build when the page has no note body to read", () => {
    expect(() => feedContent(page("").replace("note-prose", "other"), "https://example.dev/notes/x")).toThrow(
      /no note body/,
    );
  });
});

describe("notesFeed", () => {
  const feed = notesFeed(notes, (note) => `<p>${note.title}</p>`);

  it("writes RSS 2.0 with absolute links, each note's date and full content", () => {
    const rss = feed.rss2();
    expect(rss).toContain('<rss version="2.0"');
    expect(rss).toMatch(/<link>https:\/\/[^<]+\/notes\/newer<\/link>/);
    expect(rss).toContain("<pubDate>Sat, 01 Mar 2025 00:00:00 GMT</pubDate>");
    expect(rss).toContain("<content:encoded><![CDATA[<p>Older & wiser</p>]]></content:encoded>");
    expect(rss).toContain("<title><![CDATA[Older & wiser]]></title>");
  });

  it("writes Atom and JSON Feed, dated by the newest note rather than by the build", () => {
    expect(feed.atom1()).toContain("<updated>2025-03-01T00:00:00.000Z</updated>");
    const json = JSON.parse(feed.json1());
    expect(json.version).toBe("https://jsonfeed.org/version/1");
    expect(json.items.map((item: { url: string }) => new URL(item.url).pathname)).toEqual([
      "/notes/newer",
      "/notes/older",
    ]);
    expect(json.items[0]).toMatchObject({ content_html: "<p>Newer</p>", summary: "The newer one.", tags: ["ML"] });
  });
});

describe("withFeedLinks", () => {
  it("names the three feeds at the end of the page's head, leaving every other byte as it was", () => {
    const html = "<!DOCTYPE html><html><head><title>x</title></head><body><p>&lt;/head&gt;</p></body></html>";
    const edited = withFeedLinks(html);
    expect(edited.replace(/<link rel="alternate"[^>]*\/>/g, "")).toBe(html);
    expect(
      [...edited.matchAll(/<link rel="alternate" type="([^"]+)" title="[^"]+" href="([^"]+)"\/>/g)].map((m) => [
        m[1],
        m[2],
      ]),
    ).toEqual([
      ["application/rss+xml", "/rss.xml"],
      ["application/atom+xml", "/atom.xml"],
      ["application/feed+json", "/feed.json"],
    ]);
    expect(edited.indexOf('rel="alternate"')).toBeLessThan(edited.indexOf("</head>"));
  });
});
