/**
 * The notes' feeds, RSS 2.0, Atom 1.0 and JSON Feed 1.1, with each note's full text as its prerendered page
 * shows it: read from the built page, so the feeds cannot disagree with the site. Every URL in them is
 * absolute. Formulas keep their MathML: KaTeX's HTML rendering needs a style sheet that feed readers do not
 * have, and readers show MathML. A Mermaid diagram's drawing takes its colours from the page's style sheet too:
 * the feeds give its source.
 *
 * Written here rather than by the `feed` package (6.0), whose Atom had no `<published>`, a `<category>` without
 * its required `term` and with its label unescaped, titles typed as HTML while holding text, and whose JSON Feed
 * was version 1. Every text and attribute is escaped and rid of control characters (../xml.ts), and the build
 * parses each XML file it writes strictly.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { serialize } from "parse5";

import { profile } from "#app/content/profile";
import { site } from "#app/content/site";
import type { NoteEntry } from "#app/features/notes/note-entry";
import { locale } from "#app/lib/format";
import { feeds } from "#app/words/publishing/feeds";
import { notesPage } from "#app/words/publishing/writing";

import { attribute, elements, type Element, located, parseHtml, splice } from "../html-document";
import { element, xmlDocument, xmlSafe } from "../xml";

const URL_ATTRIBUTES = new Set(["href", "src", "poster"]);
const hasClass = (element: Element, name: string) => (attribute(element, "class") ?? "").split(/\s+/).includes(name);

/** The note's body in its built page (the element with class note-prose), ready for a feed reader. */
export function feedContent(pageHtml: string, pageUrl: string): string {
  const prose = [...elements(parseHtml(pageHtml))].find((element) => hasClass(element, "note-prose"));
  if (!prose) throw new Error(`${pageUrl}: the built page has no note body (class "note-prose") to put in the feeds`);
  for (const element of [...elements(prose)]) {
    // KaTeX's HTML and a Mermaid drawing need the page's style sheets: the MathML and the diagram's source stay.
    if (hasClass(element, "katex-html") || hasClass(element, "mermaid-svg")) {
      const siblings = element.parentNode!.childNodes;
      siblings.splice(siblings.indexOf(element), 1);
    }
    for (const attr of element.attrs) {
      if (URL_ATTRIBUTES.has(attr.name)) attr.value = new URL(attr.value, pageUrl).href;
    }
  }
  return serialize(prose).trim();
}

/** What a feed says of a note. */
export type FeedNote = Pick<NoteEntry, "title" | "path" | "date" | "summary" | "tags">;

const absolute = (path: string) => new URL(path, site.url).href;
const day = (date: string) => new Date(`${date}T00:00:00Z`);
/** RFC 3339, as Atom and JSON Feed write dates. */
const rfc3339 = (date: string) => `${date}T00:00:00Z`;

/** The three feeds of `notes` (newest first), each note's content from `contentOf`, as the files' text. */
export function notesFeeds(
  notes: readonly FeedNote[],
  contentOf: (note: FeedNote) => string,
): { rss: string; atom: string; json: string } {
  const home = absolute(notesPage.path);
  // The newest note's date, not the build's: a rebuild with nothing new changes nothing.
  const updated = notes[0]?.date ?? "1970-01-01";
  const items = notes.map((note) => ({ note, url: absolute(note.path), content: xmlSafe(contentOf(note)) }));
  const copyright = `© ${profile.name}`;

  const rss = element(
    "rss",
    {
      version: "2.0",
      "xmlns:atom": "http://www.w3.org/2005/Atom",
      "xmlns:content": "http://purl.org/rss/1.0/modules/content/",
      "xmlns:dc": "http://purl.org/dc/elements/1.1/",
    },
    [
      element("channel", {}, [
        element("title", {}, [feeds.title]),
        element("link", {}, [home]),
        element("description", {}, [feeds.description]),
        element("language", {}, [locale]),
        element("copyright", {}, [copyright]),
        element("lastBuildDate", {}, [day(updated).toUTCString()]),
        element("atom:link", { href: absolute(feeds.rss.path), rel: "self", type: feeds.rss.type }),
        ...items.map(({ note, url, content }) =>
          element("item", {}, [
            element("title", {}, [note.title]),
            element("link", {}, [url]),
            element("guid", { isPermaLink: "true" }, [url]),
            element("pubDate", {}, [day(note.date).toUTCString()]),
            element("dc:creator", {}, [profile.name]),
            ...(note.summary ? [element("description", {}, [note.summary])] : []),
            element("content:encoded", {}, [content]),
            ...note.tags.map((tag) => element("category", {}, [tag.name])),
          ]),
        ),
      ]),
    ],
  );

  const author = element("author", {}, [element("name", {}, [profile.name]), element("uri", {}, [site.url])]);
  const atom = element("feed", { xmlns: "http://www.w3.org/2005/Atom", "xml:lang": locale }, [
    element("id", {}, [home]),
    element("title", { type: "text" }, [feeds.title]),
    element("subtitle", { type: "text" }, [feeds.description]),
    element("updated", {}, [rfc3339(updated)]),
    author,
    element("link", { rel: "alternate", type: "text/html", href: home }),
    element("link", { rel: "self", type: feeds.atom.type, href: absolute(feeds.atom.path) }),
    element("rights", { type: "text" }, [copyright]),
    ...items.map(({ note, url, content }) =>
      element("entry", {}, [
        element("id", {}, [url]),
        element("title", { type: "text" }, [note.title]),
        element("link", { rel: "alternate", type: "text/html", href: url }),
        element("published", {}, [rfc3339(note.date)]),
        element("updated", {}, [rfc3339(note.date)]),
        ...(note.summary ? [element("summary", { type: "text" }, [note.summary])] : []),
        element("content", { type: "html" }, [content]),
        ...note.tags.map((tag) => element("category", { term: tag.name })),
      ]),
    ),
  ]);

  const person = { name: xmlSafe(profile.name), url: site.url };
  const json = {
    version: "https://jsonfeed.org/version/1.1",
    title: xmlSafe(feeds.title),
    home_page_url: home,
    feed_url: absolute(feeds.json.path),
    description: xmlSafe(feeds.description),
    language: locale,
    authors: [person],
    items: items.map(({ note, url, content }) => ({
      id: url,
      url,
      title: xmlSafe(note.title),
      content_html: content,
      ...(note.summary ? { summary: xmlSafe(note.summary) } : {}),
      date_published: rfc3339(note.date),
      ...(note.tags.length ? { tags: note.tags.map((tag) => xmlSafe(tag.name)) } : {}),
      authors: [person],
    })),
  };

  return { rss: xmlDocument(rss), atom: xmlDocument(atom), json: `${JSON.stringify(json, null, 2)}\n` };
}

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * A built page with the feeds named at the end of its <head> (`<link rel="alternate">`), so a reader's feed
 * finder sees them wherever it starts. Written into the HTML rather than by React Router's `links`, so no
 * page's script carries them; React leaves tags it did not render in <head> alone when it hydrates.
 */
export function withFeedLinks(html: string): string {
  const head = [...elements(parseHtml(html))].find((element) => element.tagName === "head");
  const end = head && located(head).endTag;
  if (!end) throw new Error("withFeedLinks: the page has no </head>");
  const links = [feeds.rss, feeds.atom, feeds.json]
    .map(
      (feed) =>
        `<link rel="alternate" type="${feed.type}" title="${escapeAttribute(feed.title)}" href="${feed.path}"/>`,
    )
    .join("");
  return splice(html, [{ start: end.startOffset, end: end.startOffset, text: links }]);
}

/** Names the feeds in every built page (paths such as "/" or "/cv"). */
export function addFeedLinks(clientDir: string, paths: readonly string[]): void {
  for (const path of paths) {
    const file = join(clientDir, path, "index.html");
    writeFileSync(file, withFeedLinks(readFileSync(file, "utf8")));
  }
}

/** Writes the feeds into the built site, reading each note's body from its built page. */
export function writeFeeds(clientDir: string, notes: readonly FeedNote[]): void {
  const written = notesFeeds(notes, (note) =>
    feedContent(readFileSync(join(clientDir, note.path, "index.html"), "utf8"), absolute(note.path)),
  );
  writeFileSync(join(clientDir, feeds.rss.path), written.rss);
  writeFileSync(join(clientDir, feeds.atom.path), written.atom);
  writeFileSync(join(clientDir, feeds.json.path), written.json);
}
