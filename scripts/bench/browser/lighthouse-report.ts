/** What the Lighthouse scripts (lighthouse.ts, lighthouse-devices.ts) read from their runs. */

/** The URLs of every request in a Lighthouse report's network log. */
export function requestedUrls(lhr: { audits: Record<string, { details?: unknown }> }): string[] {
  const details = lhr.audits["network-requests"]?.details as { items?: { url: string }[] } | undefined;
  return (details?.items ?? []).map((item) => item.url);
}
