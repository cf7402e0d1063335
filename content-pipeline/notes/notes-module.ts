/**
 * The sources of the modules "virtual:notes" and "virtual:notes/presence" (declared in
 * app/features/notes/virtual-notes.d.ts): the notes and case studies as data, each cover image imported so the
 * bundler names it, and each note's compiled module behind a dynamic import, so a page loads only its own.
 */
import type { NoteEntry } from "#app/features/notes/note-entry";
import { locale } from "#app/lib/format";

import type { FoundNote } from "./read-note";
import { relatedNotes } from "./related-notes";

/**
 * JavaScript source for a value, with the cover's `src` left as the identifier of its import (`cover`), or, for a
 * file of public/, its path on the site; and the paths of its related notes, if any.
 */
function entrySource(note: FoundNote, cover: string | undefined, related?: string[]): string {
  const { file: _file, cover: found, text: _text, ...fields } = note;
  const entry = related ? { ...fields, related } : fields;
  if (!found) return JSON.stringify(entry satisfies Omit<NoteEntry, "cover">);
  const { width, height, alt } = found;
  if ("src" in found)
    return JSON.stringify({ ...entry, cover: { src: found.src, width, height, alt } } satisfies NoteEntry);
  const json = JSON.stringify({ ...entry, cover: { src: "\0", width, height, alt } } satisfies NoteEntry);
  return json.replace('"\\u0000"', cover!);
}

export function notesModuleSource(notes: readonly FoundNote[], caseStudies: readonly FoundNote[]): string {
  const imports: string[] = [];
  // Notes relate to notes only: a case study is reached from its project card.
  const related = relatedNotes(notes, locale);
  const source = (list: readonly FoundNote[]) =>
    `[${list
      .map((note) => {
        if (!note.cover || !("file" in note.cover)) return entrySource(note, undefined, related.get(note.path));
        const name = `_cover${imports.length}`;
        imports.push(`import ${name} from ${JSON.stringify(note.cover.file)};`);
        return entrySource(note, name, related.get(note.path));
      })
      .join(",\n")}]`;
  const modules = [...notes, ...caseStudies].map(
    (note) => `${JSON.stringify(note.path)}: () => import(${JSON.stringify(note.file)})`,
  );
  const body = [
    `export const notes = ${source(notes)};`,
    `export const caseStudies = ${source(caseStudies)};`,
    `export const noteModules = {\n${modules.join(",\n")}\n};`,
  ];
  return [...imports, ...body].join("\n");
}

/** The source of "virtual:notes/presence": whether there are notes, and each case study's path by its slug. */
export function presenceModuleSource(notes: readonly FoundNote[], caseStudies: readonly FoundNote[]): string {
  const caseStudyPaths = Object.fromEntries(caseStudies.map((note) => [note.slug, note.path]));
  return `export const hasNotes = ${notes.length > 0};\nexport const caseStudyPaths = ${JSON.stringify(caseStudyPaths)};\n`;
}
