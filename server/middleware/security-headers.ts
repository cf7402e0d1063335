import type { MiddlewareHandler } from "hono";

/** The headers every response carries, site and API alike; computed once at start-up. */
export function securityHeaders(contentSecurityPolicy: string): Readonly<Record<string, string>> {
  return {
    "Content-Security-Policy": contentSecurityPolicy,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // interest-cohort (FLoC) is gone from browsers and only earns a console warning; browsing-topics replaced it.
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), browsing-topics=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}

/**
 * Adds the headers once the handler has answered, so 404, 304 and error answers get them too.
 * For the site's answers; the API builds its own with the headers in (see apiResponses).
 */
export function secureResponses(headers: Readonly<Record<string, string>>): MiddlewareHandler {
  const entries = Object.entries(headers);
  return async function secureResponses(c, next) {
    await next();
    const target = c.res.headers;
    for (const [name, value] of entries) target.set(name, value);
  };
}
