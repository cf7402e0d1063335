import { renderAllBlocks } from "./use-render-all-on-anchor";

/**
 * Back to the top of the page: every lazy block rendered first (so none changes height under the
 * scroll), smoothly unless motion is reduced, and keyboard focus moved to `focusTarget` without a
 * second jump, so keyboard users continue from the top too.
 */
export function scrollToTop(reducedMotion: boolean, focusTarget: HTMLElement | null) {
  renderAllBlocks();
  window.scrollTo({ top: 0, behavior: reducedMotion ? "auto" : "smooth" });
  focusTarget?.focus({ preventScroll: true });
}
