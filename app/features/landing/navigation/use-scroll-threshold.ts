import { useEffect, useState } from "react";

/** Spec §9: the navbar changes style past 50px of scroll; the back-to-top button shows past 600px. */
export const NAVBAR_SCROLL_THRESHOLD = 50;
export const BACK_TO_TOP_THRESHOLD = 600;

/**
 * True while the page is scrolled more than `threshold` pixels. One passive listener; React skips
 * the re-render while the answer stays the same, so scrolling costs a comparison per event.
 */
export function useScrollThreshold(threshold: number): boolean {
  const [past, setPast] = useState(false);

  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    // The page may open part-way down (reload, back button, #anchor), so check once on mount too.
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);

  return past;
}
