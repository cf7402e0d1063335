import { profile } from "#app/content/profile";
import { site } from "#app/content/site";
import type { NoteEntry } from "#app/features/notes/note-entry";
import { pageMeta } from "#app/lib/page/seo";
import { noteWords } from "#app/words/publishing/writing";

import { previewImagePath } from "../note-paths";

/**
 * A note's meta tags: its own title, summary, canonical URL and link-preview image (drawn by the build),
 * Open Graph's article fields, and BlogPosting data for search engines.
 */
export function noteMeta(note: NoteEntry) {
  const url = new URL(note.path, site.url).href;
  const image = new URL(previewImagePath(note), site.url).href;
  const title = noteWords.metaTitle(note.title);
  return [
    ...pageMeta({
      title,
      description: note.summary,
      path: note.path,
      type: "article",
      image: { url: image, width: 1200, height: 630, alt: note.title },
    }),
    { property: "article:published_time", content: note.date },
    ...note.tags.map((tag) => ({ property: "article:tag", content: tag.name })),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: note.title,
        description: note.summary,
        datePublished: note.date,
        url,
        mainEntityOfPage: url,
        image,
        keywords: note.tags.map((tag) => tag.name).join(", "),
        author: { "@type": "Person", name: profile.name, url: site.url },
      },
    },
  ];
}
