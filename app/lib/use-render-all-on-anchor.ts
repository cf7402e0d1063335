import { useEffect } from "react";

/**
 * Blocks marked `render-lazy` (app.css) stand at an estimated height until they come near the
 * viewport. A smooth scroll to an in-page anchor fixes its destination when it starts, so the blocks
 * it passes, laid out on the way, would move the target off course. So the first time a visitor
 * follows such a link, every block is rendered for good, just before the browser scrolls.
 */
export function useRenderAllOnAnchor() {
  useEffect(() => {
    const root = document.documentElement;
    function onClick(event: MouseEvent) {
      if (!(event.target instanceof Element) || !event.target.closest('a[href^="#"]')) return;
      root.dataset.renderAll = "true";
      document.removeEventListener("click", onClick, true);
    }
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
}
