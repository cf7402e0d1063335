/** The notes the build found (scripts/notes/vite-plugin.ts writes this module; notes-index.ts reads it). */
declare module "virtual:notes" {
  import type { NoteEntry, NoteModule } from "#app/content/note-entry";

  export const notes: readonly NoteEntry[];
  export const caseStudies: readonly NoteEntry[];
  export const hasNotes: boolean;
  /** The path of each case study by its slug, which is the id of the project card that links to it. */
  export const caseStudyPaths: Readonly<Record<string, string>>;
  /** Each note's compiled module by its path, loaded on demand. */
  export const noteModules: Readonly<Record<string, () => Promise<NoteModule>>>;
}
