import katexCss from "katex/dist/katex.min.css?inline";

import notesCss from "#app/styles/notes.css?inline";

// Only the prerendered page needs the style sheets' text. A page that hydrates keeps the <style> elements
// its HTML has (React finds them by their href), so the browser's bundle does not carry the text, as
// root.tsx does for app.css.
const keep = import.meta.env.SSR || import.meta.env.DEV;

/** The notes' own styles (styles/notes.css), inlined into each note's page: no request before it paints. */
export function NoteStyles() {
  return (
    <style href="notes" precedence="default">
      {keep ? notesCss : ""}
    </style>
  );
}

/** KaTeX's style sheet, on the pages that typeset math only; its fonts load as a formula needs them. */
export function KatexStyles() {
  return (
    <style href="katex" precedence="default">
      {keep ? katexCss : ""}
    </style>
  );
}
