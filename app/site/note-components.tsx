/**
 * The site's components a note may use (app/features/notes/note-components.ts names them), each loaded only
 * by a page that shows it. Every note's page gets this (site-note-page.tsx); features do not import each other, so
 * the composition is here.
 */
import type { MDXComponents } from "mdx/types";
import { type ComponentType, lazy, Suspense } from "react";

import type { NoteComponentName } from "#app/features/notes/note-components";

import { loanDemoOn } from "./switches";

/**
 * A component whose code loads when a page renders it. Prerendering waits for it; a hydrating page keeps
 * its prerendered HTML until the code is there, then hydrates it in place.
 */
function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemand(props: P) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const mdxComponents = {
  ...(loanDemoOn
    ? {
        ApplicantVerdict: onDemand(() =>
          import("#app/features/loan-predict/embed/applicant-verdict").then((m) => m.ApplicantVerdict),
        ),
      }
    : {}),
} satisfies Partial<Record<NoteComponentName, MDXComponents[string]>>;
