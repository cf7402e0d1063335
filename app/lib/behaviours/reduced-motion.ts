/**
 * The visitor's wish for less motion, for code that runs without React (features/landing/skills/use-reduced-motion.ts
 * is React's).
 */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** True when the visitor asked for less motion (false where the browser cannot say). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** Calls `onChange` with the new answer whenever the wish changes; returns what stops listening. */
export function onReducedMotionChange(onChange: (reduced: boolean) => void): () => void {
  if (typeof matchMedia !== "function") return () => {};
  const media = matchMedia(REDUCED_MOTION_QUERY);
  const listener = () => onChange(media.matches);
  media.addEventListener("change", listener);
  return () => media.removeEventListener("change", listener);
}
