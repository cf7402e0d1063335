/** The Spanish words of the notes' feeds (what each is for: ../../en/publishing/feeds.ts). */
import { profile } from "#app/content/profile";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/publishing/feeds";
import { notesPage } from "./writing";

export const feeds = {
  rss: { path: "/rss.xml", type: "application/rss+xml", label: "RSS", title: `Notas de ${profile.name} (RSS)` },
  atom: { path: "/atom.xml", type: "application/atom+xml", label: "Atom", title: `Notas de ${profile.name} (Atom)` },
  json: {
    path: "/feed.json",
    type: "application/feed+json",
    label: "JSON Feed",
    title: `Notas de ${profile.name} (JSON Feed)`,
  },
  title: `Notas de ${profile.name}`,
  description: notesPage.description,
} as const satisfies Translated<typeof en.feeds>;
