import { useSyncExternalStore } from "react";

// The same question as reduced-motion.ts asks for the page's behaviours, asked here apart: a module the islands'
// script and an island both imported would become a file of its own in the build.
const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/**
 * True when the visitor asked for less motion. The prerendered HTML assumes reduced motion
 * (the full, still text), so nothing a reader needs depends on animation.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}
