import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { getMimeType } from "hono/utils/mime";

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

/**
 * What a page loads that never becomes a page itself: a script, a style, a raster image, a font. Browsers apply
 * the headers that govern a document (its CSP, framing, referrer, permissions, HSTS, cross-origin policies) to
 * documents; on these they are bytes sent for nothing, more than many of the files themselves. An SVG or an XML
 * file, which a visitor may open as a document, is not one of them.
 */
export function isSubresource(contentType: string | null): boolean {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "image/svg+xml") return false;
  return /^(text\/css|text\/javascript|application\/javascript|image\/[\w.+-]+|font\/[\w.+-]+)$/.test(type);
}

/** The one security header a subresource keeps: the browser must not guess its type from its bytes. */
const SUBRESOURCE_KEEPS = "X-Content-Type-Options";

/**
 * The site's security headers (`securityHeaders` with the site's CSP) on every document, the 404 page included,
 * and only X-Content-Type-Options on a subresource (`isSubresource`), decided by what the answer turns out to be:
 * its type, or for a 304, which carries none, the type of the file its path names.
 */
export function siteSecurityHeaders(contentSecurityPolicy: ContentSecurityPolicy): MiddlewareHandler {
  const documents = securityHeaders(contentSecurityPolicy);
  return async (c, next) => {
    let subresource = false;
    await documents(c, async () => {
      await next();
      const type = c.res.headers.get("Content-Type") ?? (c.res.status === 304 ? getMimeType(c.req.path) : undefined);
      subresource = isSubresource(type ?? null);
    });
    if (!subresource) return;
    for (const name of Object.keys(API_SECURITY_HEADERS)) {
      if (name !== SUBRESOURCE_KEEPS) c.res.headers.delete(name);
    }
  };
}
