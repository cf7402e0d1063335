import { describe, expect, it } from "vitest";

import { childrenNamed, only, parseXml } from "#tests/support/xml-tree";

import { feedContent, notesFeeds, withFeedLinks } from "./feeds";

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

describe("notesFeeds", () => {
  const feed = notesFeeds(notes, (note) => `<p>${note.title}</p>`);

  it("writes RSS 2.0 with absolute links, each note's date and full content", () => {
    const channel = only(parseXml(feed.rss), "channel");
    for (const required of ["title", "link", "description"]) expect(only(channel, required).text).not.toBe("");
    const items = childrenNamed(channel, "item");
    expect(items.map((item) => new URL(only(item, "link").text).pathname)).toEqual(["/notes/newer", "/notes/older"]);
    expect(only(items[0]!, "pubDate").text).toBe("Sat, 01 Mar 2025 00:00:00 GMT");
    expect(only(items[1]!, "content:encoded").text).toBe("<p>Older & wiser</p>");
    expect(only(items[1]!, "title").text).toBe("Older & wiser");
    expect(childrenNamed(items[0]!, "category").map((category) => category.text)).toEqual(["ML"]);
  });

  it("writes Atom, each entry published and updated on its date, dated by the newest note rather than by the build", () => {
    const atom = parseXml(feed.atom);
    expect(atom.attributes.xmlns).toBe("http://www.w3.org/2005/Atom");
    expect(only(atom, "updated").text).toBe("2025-03-01T00:00:00Z");
    const [newer] = childrenNamed(atom, "entry");
    expect(only(newer!, "published").text).toBe("2025-03-01T00:00:00Z");
    expect(only(newer!, "updated").text).toBe("2025-03-01T00:00:00Z");
    expect(only(newer!, "title").attributes).toEqual({ type: "text" });
    expect(only(newer!, "category").attributes).toEqual({ term: "ML" });
  });

  it("writes JSON Feed 1.1, each item with its date_published", () => {
    const json = JSON.parse(feed.json);
    expect(json.version).toBe("https://jsonfeed.org/version/1.1");
    expect(json.authors).toEqual([{ name: expect.any(String), url: expect.stringMatching(/^https:\/\//) }]);
    expect(json.items.map((item: { url: string }) => new URL(item.url).pathname)).toEqual([
      "/notes/newer",
      "/notes/older",
    ]);
    expect(json.items[0]).toMatchObject({
      content_html: "<p>Newer</p>",
      summary: "The newer one.",
      tags: ["ML"],
      date_published: "2025-03-01T00:00:00Z",
    });
  });

  // What a notebook or a note can hold: markup and "]]>" in a title, a tag with "<" and quotes, an ESC byte and
  // a terminal hyperlink (OSC 8), a form feed, a lone surrogate.
  const hostile = notesFeeds(
    [
      {
        title: "A <b>bold</b> & ]]> title\u000c",
        path: "/notes/hostile",
        date: "2025-01-01",
        summary: "p < 0.05 \ud800",
        tags: [{ name: '<script> "x" & y', slug: "script-x-and-y" }],
      },
    ],
    () => "<pre>\u001b]8;;https://example.org\u0007link\u001b]8;;\u0007 \u001b[31mred</pre>",
  );

  it("stays well-formed XML, its text as written, with no control character, whatever the notes hold", () => {
    const rss = only(only(parseXml(hostile.rss), "channel"), "item");
    const entry = only(parseXml(hostile.atom), "entry");
    expect(only(rss, "title").text).toBe("A <b>bold</b> & ]]> title");
    expect(only(entry, "title").text).toBe("A <b>bold</b> & ]]> title");
    expect(only(entry, "summary").text).toBe("p < 0.05 ");
    expect(only(entry, "category").attributes.term).toBe('<script> "x" & y');
    expect(only(rss, "category").text).toBe('<script> "x" & y');
    for (const text of [hostile.rss, hostile.atom, hostile.json]) {
      // eslint-disable-next-line no-control-regex -- what must not be there
      expect(text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\\u00(?:0[0-8bcef]|1[0-9a-f])/);
    }
    expect(JSON.parse(hostile.json).items[0].content_html).toBe("<pre>]8;;https://example.orglink]8;; [31mred</pre>");
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
