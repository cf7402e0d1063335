import type { NoteEntry } from "#app/features/notes/note-entry";
import type { PageHandle } from "#app/lib/page/page-handle";

import { noteMeta } from "./note-meta";

/**
 * What a route of written pages (the notes, the case studies) declares, from its list: which entry a slug
 * names, its meta tags, and the handle that lets a page hydrate only when its note shows an interactive
 * component (root.tsx leaves every other page without scripts).
 */
export function notesRoute(list: readonly NoteEntry[]) {
  const at = (slug: string | undefined) => list.find((note) => note.slug === slug);
  const handle: PageHandle = {
    hydrate: (pathname) => list.find((note) => note.path === pathname.replace(/\/$/, ""))?.interactive ?? false,
  };
  const meta = (slug: string | undefined) => {
    const note = at(slug);
    return note ? noteMeta(note) : [];
  };
  return { at, handle, meta };
}
