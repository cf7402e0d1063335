import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

import type { ContentSecurityPolicy } from "../csp";

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
