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
 */
export function workersStore(binding: RateLimitBinding, { limit, windowSeconds }: WorkersStoreOptions): RateLimitStore {
  return {
    async hit(key) {
      const { success } = await binding.limit({ key });
      return { allowed: success, limit, windowSeconds };
    },
  };
}
