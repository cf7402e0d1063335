import { useEffect, useState } from "react";

/** Spec §4: the hero greeting gains one character every 100ms. */
export const TYPING_INTERVAL_MS = 100;

/**
 * Types `text` out one character per `intervalMs` while `enabled`; while not enabled (reduced motion,
 * and the prerender/hydration pass) it returns the whole text, so nothing is hidden from readers.
 */
export function useTypewriter(text: string, enabled: boolean, intervalMs = TYPING_INTERVAL_MS) {
  const [count, setCount] = useState(0);
  const done = count >= text.length;

  useEffect(() => {
    if (!enabled || done) return;
    const timer = window.setInterval(() => setCount((n) => Math.min(n + 1, text.length)), intervalMs);
    return () => window.clearInterval(timer);
  }, [enabled, done, text, intervalMs]);

  return enabled ? { typed: text.slice(0, count), done } : { typed: text, done: true };
}
