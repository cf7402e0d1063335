/** One request counted against its client's quota. */
export type RateLimitDecision = {
  allowed: boolean;
  limit: number;
  windowSeconds: number;
  /** Requests left in the window, when the store can tell (the Workers binding cannot). */
  remaining?: number;
  /** Whole seconds until the window resets, when the store can tell. */
  resetSeconds?: number;
};

/** Where the per-client counts live: this process's memory on Node, the Rate Limiting binding on Workers. */
export type RateLimitStore = {
  hit(key: string): Promise<RateLimitDecision>;
};
