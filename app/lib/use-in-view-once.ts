import { useEffect, useRef, useState } from "react";

/** Seen when `threshold` of it is visible, or, for an element taller than that allows, when it fills that share of the viewport. */
function isSeen(entry: IntersectionObserverEntry, threshold: number): boolean {
  const viewport = entry.rootBounds?.height ?? window.innerHeight;
  return (
    entry.isIntersecting &&
    (entry.intersectionRatio >= threshold || entry.intersectionRect.height >= threshold * viewport)
  );
}

/**
 * True once the element has been at least `threshold` visible (default 30%), and true for good after:
 * sections animate in once. Where IntersectionObserver is missing, it is simply true.
 */
export function useInViewOnce<T extends Element>(threshold = 0.3) {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return;
    if (typeof IntersectionObserver === "undefined") {
      // Nothing to wait for without an observer (old browsers, jsdom): show at once.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setInView(true);
      return;
    }
    // Finer steps than the threshold alone, so a tall element still reports as it scrolls in.
    const steps = Array.from({ length: 11 }, (_, i) => (i / 10) * threshold);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => isSeen(entry, threshold))) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold: steps },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, inView]);

  return [ref, inView] as const;
}
