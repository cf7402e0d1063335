import { hasNotes } from "virtual:notes";

import { feeds } from "#app/content/writing";

/**
 * The feeds' `<link rel="alternate">` tags, which root.tsx puts on every page, so a reader's feed finder
 * sees them wherever it starts; none when there are no notes (the build writes no feeds then).
 */
export const feedLinks = hasNotes
  ? [feeds.rss, feeds.atom, feeds.json].map((feed) => ({
      rel: "alternate",
      type: feed.type,
      title: feed.title,
      href: feed.path,
    }))
  : [];
