import type { secureHeaders } from "hono/secure-headers";

/** hono/secure-headers' CSP option (the middleware does not export its type). */
export type ContentSecurityPolicy = NonNullable<
  NonNullable<Parameters<typeof secureHeaders>[0]>["contentSecurityPolicy"]
>;

/**
 * The site's Content-Security-Policy. Scripts: our own files plus exactly the inline scripts of the
 * built pages, by the hashes the build computed (scripts/csp-hashes.ts), so no 'unsafe-inline'.
 * Styles allow inline because sonner injects its stylesheet at run time. Images: our own, and the
 * sources the build found the pages loading (`imageSources`: a remote project picture's origin), no other.
 */
export function siteContentSecurityPolicy(
  scriptHashes: readonly string[],
  imageSources: readonly string[] = [],
): ContentSecurityPolicy {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", ...imageSources],
    connectSrc: ["'self'", "https://api.emailjs.com"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * The policy for the API's JSON answers: they run no script and load nothing, so nothing is
 * allowed (the OWASP advice for APIs).
 */
export const API_CONTENT_SECURITY_POLICY: ContentSecurityPolicy = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
};
