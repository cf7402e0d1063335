/** One request (of one or more units) counted against its client's quota. */
export type RateLimitDecision = {
  allowed: boolean;
  limit: number;
  windowSeconds: number;
  /** Units left in the window, when the store can tell (the Workers binding cannot). */
  remaining?: number;
  /** Whole seconds until the window resets, when the store can tell. */
  resetSeconds?: number;
};

/** Where the per-client counts live: this process's memory on Node, the Rate Limiting binding on Workers. */
export type RateLimitStore = {
  /**
   * Takes `cost` units (default 1) from the key's quota, or none at all when fewer are left: a request
   * that would overdraw the quota is refused whole, up front.
   */
  hit(key: string, cost?: number): Promise<RateLimitDecision>;
};
