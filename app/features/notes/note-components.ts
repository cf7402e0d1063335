/**
 * The site's own components an MDX note may use by name, without importing them. The note routes
 * give each its implementation (routes/note.tsx); the build refuses a note that names a component
 * missing here, at its line (content-pipeline/notes/parse/mdx-components.ts).
 *
 * `interactive`: the component needs its code in the browser, so a page that shows it hydrates and
 * loads that code; a page with none of these ships no script file at all.
 */
export const noteComponents = {
  /** The served model's verdict for one applicant, which the reader can change (loan-predict/embed). */
  ApplicantVerdict: { interactive: true },
} as const satisfies Record<string, { interactive: boolean }>;

export type NoteComponentName = keyof typeof noteComponents;
