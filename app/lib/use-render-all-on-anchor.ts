import { useEffect } from "react";

/**
 * Renders every `render-lazy` block for good. Called before any smooth scroll across the page (an
 * anchor, back to the top), so no block changes height under the scroll while it runs.
 */
export function renderAllBlocks() {
  document.documentElement.dataset.renderAll = "true";
}

/**
 * Blocks marked `render-lazy` (app.css) stand at an estimated height until they come near the
 * viewport. A smooth scroll to an in-page anchor fixes its destination when it starts, so the blocks
 * it passes, laid out on the way, would move the target off course. So the first time a visitor
 * follows such a link, every block is rendered for good, just before the browser scrolls.
 */
export function useRenderAllOnAnchor() {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (!(event.target instanceof Element) || !event.target.closest('a[href^="#"]')) return;
      renderAllBlocks();
      document.removeEventListener("click", onClick, true);
    }
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
}
