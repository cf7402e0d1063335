/**
 * The notes and case studies the build found in app/content/notes/ and app/content/projects/, newest first
 * (content-pipeline/notes/vite-plugin.ts writes these modules). Drafts are in `npm run dev` only.
 */
declare module "virtual:notes" {
  import type { NoteEntry, NoteModule } from "#app/features/notes/note-entry";

  export const notes: readonly NoteEntry[];
  export const caseStudies: readonly NoteEntry[];
  /** Each note's compiled module by its path, loaded on demand. */
  export const noteModules: Readonly<Record<string, () => Promise<NoteModule>>>;
}

/**
 * What the rest of the site needs to know of the notes, apart, so that the landing page's scripts carry
 * these few bytes rather than the list (a module is the bundler's unit).
 */
declare module "virtual:notes/presence" {
  export const hasNotes: boolean;
  /** The path of each case study by its slug, which is the id of the project card that links to it. */
  export const caseStudyPaths: Readonly<Record<string, string>>;
}

/** A note file, as the build compiles it (content-pipeline/notes/compile/compile-note.ts). */
declare module "*.md" {
  import type { NoteModule } from "#app/features/notes/note-entry";

  export const toc: NoteModule["toc"];
  export const math: NoteModule["math"];
  const Body: NoteModule["default"];
  export default Body;
}

declare module "*.ipynb" {
  import type { NoteModule } from "#app/features/notes/note-entry";

  export const toc: NoteModule["toc"];
  export const math: NoteModule["math"];
  export const notebook: string;
  const Body: NoteModule["default"];
  export default Body;
}
