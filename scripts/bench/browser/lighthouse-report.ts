/** What the Lighthouse scripts (lighthouse.ts, lighthouse-devices.ts) read from their runs. */

/** The middle value (the upper one of the two middle values for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The URLs of every request in a Lighthouse report's network log. */
export function requestedUrls(lhr: { audits: Record<string, { details?: unknown }> }): string[] {
  const details = lhr.audits["network-requests"]?.details as { items?: { url: string }[] } | undefined;
  return (details?.items ?? []).map((item) => item.url);
}
