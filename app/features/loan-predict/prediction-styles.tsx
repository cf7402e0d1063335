import predictionCss from "#app/styles/loan-predict.css?inline";

// As the notes' styles (features/notes/note/note-styles.tsx): only the prerendered page needs the text; a hydrating
// page keeps the <style> its HTML has, found by its href.
const keep = import.meta.env.SSR || import.meta.env.DEV;

/**
 * The verdicts' own styles (styles/loan-predict.css: the result's entrance, the bars' growth, the page's lazy
 * blocks), on the pages that show a verdict only: the demo's and a note's embed. Not in app.css, so that a site with
 * the demo switched off ships none of them.
 */
export function PredictionStyles() {
  return (
    <style href="prediction" precedence="default">
      {keep ? predictionCss : ""}
    </style>
  );
}
