import { prefersReducedMotion } from "./reduced-motion";
import { renderAllBlocks } from "./render-all";

/**
 * Back to the top of the page: every lazy block rendered first (so none changes height under the scroll),
 * smoothly unless motion is reduced, and keyboard focus moved to `focusTarget` without a second jump, so keyboard
 * users continue from the top too.
 */
export function scrollToTop(reducedMotion: boolean, focusTarget: HTMLElement | null) {
  renderAllBlocks();
  window.scrollTo({ top: 0, behavior: reducedMotion ? "auto" : "smooth" });
  focusTarget?.focus({ preventScroll: true });
}

/**
 * The behaviour (lib/behaviours/behaviour.ts) of a button that scrolls to the top, focusing the element its
 * `data-focus` names.
 */
export function scrollToTopButton(button: HTMLElement): () => void {
  const onClick = () =>
    scrollToTop(prefersReducedMotion(), button.dataset.focus ? document.getElementById(button.dataset.focus) : null);
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}
