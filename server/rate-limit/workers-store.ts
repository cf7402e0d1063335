import type { RateLimitStore } from "./store";

/** The part of the Workers Rate Limiting binding (`ratelimits` in wrangler.jsonc) this store uses. */
export type RateLimitBinding = {
  limit(options: { key: string }): Promise<{ success: boolean }>;
};

export type WorkersStoreOptions = {
  /** The binding's `simple.limit` and `simple.period`: it cannot report them itself. */
  limit: number;
  windowSeconds: number;
};

/**
 * Counts on Cloudflare's Rate Limiting binding. The binding answers only whether a request is
 * allowed, so decisions carry no remaining count and no reset time (the app then sends only
 * RateLimit-Policy and RateLimit-Limit, and Retry-After is the whole window). Counts are kept per
 * Cloudflare location and are eventually consistent: a limit for abuse, not for billing.
 *
 * The binding has no cost argument, so a request of `cost` units calls it `cost` times, one after the
 * other, and stops at the first refusal. That keeps one quota across single predictions and batches (a
 * second binding for rows would need its own quota, which a client could spend on top of the first).
 * The binding cannot reserve units or give them back, so a refused batch may use up what was left of
 * the window: it was going to be refused anyway. A batch is at most 50 calls (10,000 rows at one unit per
 * 200), each answered from the location's own cache.
 */
export function workersStore(binding: RateLimitBinding, { limit, windowSeconds }: WorkersStoreOptions): RateLimitStore {
  return {
    async hit(key, cost = 1) {
      for (let unit = 0; unit < cost; unit++) {
        const { success } = await binding.limit({ key });
        if (!success) return { allowed: false, limit, windowSeconds };
      }
      return { allowed: true, limit, windowSeconds };
    },
  };
}
