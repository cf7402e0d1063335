/**
 * The notes' feeds, RSS 2.0, Atom and JSON Feed (the `feed` package), with each note's full text as its
 * prerendered page shows it: read from the built page, so the feeds cannot disagree with the site. Every
 * URL in them is absolute. Formulas keep their MathML: KaTeX's HTML rendering needs a style sheet that
 * feed readers do not have, and readers show MathML. A Mermaid diagram's drawing takes its colours from the
 * page's style sheet too: the feeds give its source.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { Feed } from "feed";
import { serialize } from "parse5";

import { feeds } from "#app/content/feeds";
import type { NoteEntry } from "#app/content/note-entry";
import { profile } from "#app/content/profile";
import { site } from "#app/content/site";
import { notesPage } from "#app/content/writing";
import { locale } from "#app/lib/format";

import { attribute, elements, type Element, located, parseHtml, splice } from "../html-document";

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

/** The three feeds of `notes` (newest first), each note's content from `contentOf`. */
export function notesFeed(notes: readonly FeedNote[], contentOf: (note: FeedNote) => string): Feed {
  const author = { name: profile.name, link: site.url };
  const feed = new Feed({
    id: absolute(notesPage.path),
    link: absolute(notesPage.path),
    title: feeds.title,
    description: feeds.description,
    language: locale,
    // The newest note's date, not the build's: a rebuild with nothing new changes nothing.
    updated: notes[0] ? day(notes[0].date) : undefined,
    generator: false,
    copyright: `© ${profile.name}`,
    author,
    feedLinks: { rss: absolute(feeds.rss.path), atom: absolute(feeds.atom.path), json: absolute(feeds.json.path) },
  });
  for (const note of notes) {
    const url = absolute(note.path);
    feed.addItem({
      title: note.title,
      id: url,
      link: url,
      date: day(note.date),
      description: note.summary,
      content: contentOf(note),
      category: note.tags.map((tag) => ({ name: tag.name })),
      author: [author],
    });
  }
  return feed;
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
  const feed = notesFeed(notes, (note) =>
    feedContent(readFileSync(join(clientDir, note.path, "index.html"), "utf8"), absolute(note.path)),
  );
  writeFileSync(join(clientDir, feeds.rss.path), feed.rss2());
  writeFileSync(join(clientDir, feeds.atom.path), feed.atom1());
  writeFileSync(join(clientDir, feeds.json.path), feed.json1());
}
