import { profile } from "#app/content/profile";

import { notesPage } from "./writing";

/**
 * The notes' feeds: full text, for feed readers (RSS 2.0, Atom, JSON Feed). Every page names them (root.tsx)
 * once there are notes, so these few words are in every page's script: the notes pages' own are in writing.ts.
 */
export const feeds = {
  rss: { path: "/rss.xml", type: "application/rss+xml", label: "RSS", title: `${profile.name} · Notes (RSS)` },
  atom: { path: "/atom.xml", type: "application/atom+xml", label: "Atom", title: `${profile.name} · Notes (Atom)` },
  json: {
    path: "/feed.json",
    type: "application/feed+json",
    label: "JSON Feed",
    title: `${profile.name} · Notes (JSON Feed)`,
  },
  /** The feeds' own title, and the name of the footer's list of them. */
  title: `${profile.name} · Notes`,
  /** The feeds' description: /notes' own. */
  description: notesPage.description,
} as const;
