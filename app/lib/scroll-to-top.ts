import { loadEveryBlock } from "./deferred-blocks";
import { renderAllBlocks } from "./render-all";

/**
 * Back to the top of the page: every lazy block rendered first (so none changes height under the
 * scroll), smoothly unless motion is reduced, and keyboard focus moved to `focusTarget` without a
 * second jump, so keyboard users continue from the top too. Blocks whose code was not loaded yet are
 * loaded, and the scroll is started again once they have hydrated: one hydrating under a smooth scroll
 * can stop it short of the top (a browser test saw it stay thousands of pixels down).
 */
export function scrollToTop(reducedMotion: boolean, focusTarget: HTMLElement | null) {
  renderAllBlocks();
  const scroll = () => window.scrollTo({ top: 0, behavior: reducedMotion ? "auto" : "smooth" });
  scroll();
  void loadEveryBlock().then(scroll);
  focusTarget?.focus({ preventScroll: true });
}
