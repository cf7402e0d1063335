import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

import { API_CONTENT_SECURITY_POLICY, type ContentSecurityPolicy } from "../csp";

/**
 * hono/secure-headers with the headers every answer carries, site and API alike: HSTS for two
 * years, no framing, no referrer across origins, no camera/microphone/location/topics, and the
 * given CSP, and no embedding by other sites. The headers it would add beyond those (Origin-Agent-Cluster, X-XSS-Protection and
 * other legacy ones) are off: browsers ignore or default them.
 */
export function securityHeaders(contentSecurityPolicy: ContentSecurityPolicy): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy,
    strictTransportSecurity: "max-age=63072000; includeSubDomains",
    referrerPolicy: "strict-origin-when-cross-origin",
    // interest-cohort (FLoC) is gone from browsers and only earns a console warning; browsing-topics replaced it.
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], browsingTopics: [] },
    xFrameOptions: "DENY",
    // Other sites may not embed our files (no-cors loads); the API stays readable through CORS.
    crossOriginResourcePolicy: "same-origin",
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

/**
 * What `securityHeaders(API_CONTENT_SECURITY_POLICY)` sets, written into each JSON answer as it is
 * made (api/responses.ts) rather than set on it afterwards: on Node, setting headers on a finished
 * response turns @hono/node-server's light response into a fetch Headers object, and in both
 * runtimes it copies them. A test holds this object to exactly what the middleware sets.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/** The middleware, for the API's answers that responses.ts does not make (CORS preflights). */
export const apiSecurityHeaders = securityHeaders(API_CONTENT_SECURITY_POLICY);
