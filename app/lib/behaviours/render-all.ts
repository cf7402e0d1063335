/**
 * Blocks marked `render-lazy` (app.css) stand at an estimated height until they come near the viewport. A smooth
 * scroll across the page fixes its destination when it starts, so the blocks it passes, laid out on the way, would
 * move the target off course: before such a scroll, every block is rendered for good.
 */

/** Renders every `render-lazy` block for good. Called before any smooth scroll across the page. */
export function renderAllBlocks() {
  document.documentElement.dataset.renderAll = "true";
}

/**
 * The first time a visitor follows an in-page link (`href="#…"`), renders every block, just before the browser
 * scrolls (capturing, on the document). Returns what stops listening.
 */
export function renderAllOnAnchor(): () => void {
  function onClick(event: MouseEvent) {
    if (!(event.target instanceof Element) || !event.target.closest('a[href^="#"]')) return;
    renderAllBlocks();
    document.removeEventListener("click", onClick, true);
  }
  document.addEventListener("click", onClick, true);
  return () => document.removeEventListener("click", onClick, true);
}
