export type RateLimitDecision = {
  allowed: boolean;
  limit: number;
  /** Requests left in the current window (0 once over the limit). */
  remaining: number;
  /** Whole seconds until the window resets, rounded up: also the Retry-After value. */
  resetSeconds: number;
  windowSeconds: number;
};

export type RateLimiterOptions = {
  /** Requests allowed per window and key. */
  limit: number;
  windowMs: number;
  now: () => number;
  /** A bound on memory when keys are cheap to forge (e.g. a spoofable X-Forwarded-For). */
  maxKeys?: number;
};

export type RateLimiter = {
  hit(key: string): RateLimitDecision;
  readonly size: number;
};

type Window = { count: number; resetAt: number };

/**
 * A fixed-window counter per key, in this process's memory. Expired windows are swept once a window
 * has passed, on the next hit, so an idle server holds no timer and a test's clock decides everything.
 */
export function createRateLimiter({ limit, windowMs, now, maxKeys = 100_000 }: RateLimiterOptions): RateLimiter {
  const windows = new Map<string, Window>();
  const windowSeconds = Math.ceil(windowMs / 1000);
  let nextSweepAt = now() + windowMs;

  function sweep(at: number) {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
    nextSweepAt = at + windowMs;
  }

  return {
    hit(key) {
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
      window.count = Math.min(window.count + 1, limit + 1);
      return {
        allowed: window.count <= limit,
        limit,
        remaining: Math.max(0, limit - window.count),
        resetSeconds: Math.max(1, Math.ceil((window.resetAt - at) / 1000)),
        windowSeconds,
      };
    },
    get size() {
      return windows.size;
    },
  };
}
