/**
 * The scroll reveal's behaviour (lib/behaviours/behaviour.ts) on a `.reveal` element (components/ui/reveal.tsx): its
 * content fades in once, when 30% of it is visible, and stays. Hidden only while scripts run (app.css), so a reader
 * without them sees everything.
 */

/** Share of the element (or of the viewport, for one taller than that allows) that must be visible. */
export const REVEAL_THRESHOLD = 0.3;

/** Seen when `threshold` of it is visible, or, for an element taller than that allows, when it fills that share of the viewport. */
function isSeen(entry: IntersectionObserverEntry, threshold: number): boolean {
  const viewport = entry.rootBounds?.height ?? window.innerHeight;
  return (
    entry.isIntersecting &&
    (entry.intersectionRatio >= threshold || entry.intersectionRect.height >= threshold * viewport)
  );
}

/** Sets `data-revealed="true"` on `element` once it has been seen; at once where IntersectionObserver is missing. */
export function reveal(element: HTMLElement): () => void {
  const show = () => (element.dataset.revealed = "true");
  if (element.dataset.revealed === "true") return () => {};
  if (typeof IntersectionObserver === "undefined") {
    show();
    return () => {};
  }
  // Finer steps than the threshold alone, so a tall element still reports as it scrolls in.
  const steps = Array.from({ length: 11 }, (_, i) => (i / 10) * REVEAL_THRESHOLD);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => isSeen(entry, REVEAL_THRESHOLD))) return;
      show();
      observer.disconnect();
    },
    { threshold: steps },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
