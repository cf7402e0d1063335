/**
 * The site's components a note may use (app/features/notes/note-components.ts names them), each loaded
 * only by a page that shows it, when it comes near the screen (lib/deferred). The note routes give this
 * to every note; features do not import each other, so the composition is here.
 */
import type { MDXComponents } from "mdx/types";

import type { NoteComponentName } from "#app/features/notes/note-components";
import { deferred } from "#app/lib/deferred";

export const mdxComponents = {
  ApplicantVerdict: deferred(() =>
    import("#app/features/loan-predict/embed/applicant-verdict").then((m) => m.ApplicantVerdict),
  ),
} satisfies Record<NoteComponentName, MDXComponents[string]>;
