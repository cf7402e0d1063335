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

/** A note file, as the build compiles it (scripts/notes/compile/compile-note.ts). */
declare module "*.md" {
  import type { NoteModule } from "#app/content/note-entry";

  export const toc: NoteModule["toc"];
  export const math: NoteModule["math"];
  const Body: NoteModule["default"];
  export default Body;
}

declare module "*.ipynb" {
  import type { NoteModule } from "#app/content/note-entry";

  export const toc: NoteModule["toc"];
  export const math: NoteModule["math"];
  export const notebook: string;
  const Body: NoteModule["default"];
  export default Body;
}
