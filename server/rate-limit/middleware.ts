import type { Context, MiddlewareHandler } from "hono";

import { errorAnswer } from "../api/responses";
import { rateLimitKey } from "../client-key";
import type { RateLimitDecision, RateLimitStore } from "./store";

declare module "hono" {
  interface ContextVariableMap {
    /** Takes more units from the same client's quota, once a handler knows what its request costs. */
    rateLimitCharge?: (units: number) => Promise<RateLimitDecision>;
  }
}

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
    const key = rateLimitKey(clientAddress(c));
    const decision = await store.hit(key);
    const headers = rateLimitHeaders(decision);
    if (!decision.allowed) return refuse(c, decision, headers, "Too many predictions");
    // Every answer behind this middleware is made by api/responses.ts, which merges these in.
    c.set("answerHeaders", headers);
    c.set("rateLimitCharge", (units) => store.hit(key, units));
    await next();
  };
}

function refuse(c: Context, decision: RateLimitDecision, headers: Record<string, string>, why: string) {
  const wait = decision.resetSeconds ?? decision.windowSeconds;
  return errorAnswer(c, "rate_limited", `${why}: try again in ${wait} s.`, {
    headers: { ...headers, "Retry-After": String(wait) },
  });
}

/**
 * Charges a request whose cost is known only once its body is read (a batch: `cost` units in all, the
 * one the middleware took included) and says so in RateLimit-Cost; the 429 answer when the rest would
 * overdraw the client's quota, else undefined. Without a rate limit, only the header is set.
 */
export async function chargeRest(c: Context, cost: number, why: string): Promise<Response | undefined> {
  const charge = c.get("rateLimitCharge");
  let headers = { ...c.get("answerHeaders"), "RateLimit-Cost": String(cost) };
  if (charge && cost > 1) {
    const decision = await charge(cost - 1);
    headers = { ...rateLimitHeaders(decision), "RateLimit-Cost": String(cost) };
    if (!decision.allowed) return refuse(c, decision, headers, why);
  }
  c.set("answerHeaders", headers);
  return undefined;
}
