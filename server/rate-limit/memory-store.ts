import type { RateLimitDecision, RateLimitStore } from "./store";

export type MemoryStoreOptions = {
  /**
   * Units allowed per window and key (a request is one unit; a batch, one per `quota.rowsPerUnit` rows of
   * its endpoint in model/api-endpoints.ts).
   */
  limit: number;
  windowMs: number;
  /** Milliseconds on a monotonic clock (default performance.now), so a wall-clock change moves no window. */
  now?: () => number;
  /** A bound on memory when keys are cheap to forge (e.g. a spoofable X-Forwarded-For). */
  maxKeys?: number;
};

type Window = { count: number; resetAt: number };

/** A RateLimitStore that also tells how many windows it holds. */
export type MemoryStore = RateLimitStore & { readonly size: number };

/**
 * A fixed-window counter per key, in this process's memory. Expired windows are swept once a window
 * has passed, on the next hit, so an idle server holds no timer and a test's clock decides everything.
 */
export function memoryStore({
  limit,
  windowMs,
  now = () => performance.now(),
  maxKeys = 100_000,
}: MemoryStoreOptions): MemoryStore {
  const windows = new Map<string, Window>();
  const windowSeconds = Math.ceil(windowMs / 1000);
  let nextSweepAt = now() + windowMs;

  function sweep(at: number) {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
    nextSweepAt = at + windowMs;
  }

  async function hit(key: string, cost = 1): Promise<RateLimitDecision> {
    const at = now();
    if (at >= nextSweepAt) sweep(at);
    let window = windows.get(key);
    if (!window || window.resetAt <= at) {
      // Map keeps insertion order: re-inserting keeps the first key the stalest one to give up.
      windows.delete(key);
      if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
      window = { count: 0, resetAt: at + windowMs };
      windows.set(key, window);
    }
    // A request that would overdraw the quota takes nothing: a refused batch leaves room for smaller ones.
    const allowed = window.count + cost <= limit;
    if (allowed) window.count += cost;
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - window.count),
      resetSeconds: Math.max(1, Math.ceil((window.resetAt - at) / 1000)),
      windowSeconds,
    };
  }

  return {
    hit,
    get size() {
      return windows.size;
    },
  };
}
