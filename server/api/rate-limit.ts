import { rateLimitKey } from "../client-key";
import type { RateLimitDecision, RateLimiter } from "../rate-limiter";

const POLICY = '"per-minute"';

/**
 * The IETF RateLimit fields of the current draft (RateLimit-Policy, RateLimit), plus the older
 * RateLimit-Limit/-Remaining/-Reset trio that many clients still read.
 */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  return {
    "RateLimit-Policy": `${POLICY};q=${decision.limit};w=${decision.windowSeconds}`,
    RateLimit: `${POLICY};r=${decision.remaining};t=${decision.resetSeconds}`,
    "RateLimit-Limit": String(decision.limit),
    "RateLimit-Remaining": String(decision.remaining),
    "RateLimit-Reset": String(decision.resetSeconds),
  };
}

/** Counts one request against the quota of its client, given by address (see client-key.ts). */
export type RateLimit = (clientAddress: string) => RateLimitDecision;

/** Keys clients by address, an IPv6 /64 counting as one, and counts them with `limiter`. */
export function clientRateLimit(limiter: RateLimiter): RateLimit {
  return (address) => limiter.hit(rateLimitKey(address));
}
