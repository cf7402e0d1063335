import type { Context, MiddlewareHandler } from "hono";

import { errorAnswer } from "../api/responses";
import { rateLimitKey } from "../client-key";
import type { RateLimitDecision, RateLimitStore } from "./store";

const POLICY = '"per-minute"';

/**
 * The IETF RateLimit fields of the current draft (RateLimit-Policy, RateLimit), plus the older
 * RateLimit-Limit/-Remaining/-Reset trio that many clients still read; the quota left only when
 * the store knows it.
 */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  const headers: Record<string, string> = {
    "RateLimit-Policy": `${POLICY};q=${decision.limit};w=${decision.windowSeconds}`,
    "RateLimit-Limit": String(decision.limit),
  };
  if (decision.remaining !== undefined && decision.resetSeconds !== undefined) {
    headers.RateLimit = `${POLICY};r=${decision.remaining};t=${decision.resetSeconds}`;
    headers["RateLimit-Remaining"] = String(decision.remaining);
    headers["RateLimit-Reset"] = String(decision.resetSeconds);
  }
  return headers;
}

/**
 * Counts each request against its client's quota (an IPv6 /64 counting as one client) and answers
 * 429 with Retry-After past it; the RateLimit headers go on every answer, errors included.
 * Hand-written: Hono has no rate limiter of its own, and this one needs a store per runtime.
 */
export function rateLimit(store: RateLimitStore, clientAddress: (c: Context) => string): MiddlewareHandler {
  return async function rateLimit(c, next) {
    const decision = await store.hit(rateLimitKey(clientAddress(c)));
    const headers = rateLimitHeaders(decision);
    if (!decision.allowed) {
      const wait = decision.resetSeconds ?? decision.windowSeconds;
      return errorAnswer(c, "rate_limited", `Too many predictions: try again in ${wait} s.`, {
        headers: { ...headers, "Retry-After": String(wait) },
      });
    }
    // Every answer behind this middleware is made by api/responses.ts, which merges these in.
    c.set("answerHeaders", headers);
    await next();
  };
}
