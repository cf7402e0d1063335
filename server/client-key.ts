const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The first four groups of an IPv6 address, or undefined when it is not one. */
function ipv6Slash64(address: string): string | undefined {
  const [head = "", tail, extra] = address.split("::");
  if (extra !== undefined) return undefined;
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...Array<string>(missing).fill("0"), ...right];
  if (!groups.every((group) => /^[\da-f]{1,4}$/i.test(group))) return undefined;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * The rate limit's key for an address. An IPv6 client usually holds a whole /64 and can
 * rotate through it freely, so it counts as one; an IPv4-mapped address counts as its IPv4 self.
 */
export function rateLimitKey(address: string): string {
  const bare = address.split("%")[0] ?? address;
  const mapped = IPV4_MAPPED.exec(bare);
  if (mapped?.[1]) return mapped[1];
  return bare.includes(":") ? (ipv6Slash64(bare) ?? bare) : bare;
}

/**
 * The client's address: the socket's peer, or, behind a trusted proxy, the last X-Forwarded-For
 * entry (the one our proxy appended; earlier entries are whatever the client chose to send).
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const forwarded = forwardedFor?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress ?? "unknown";
}
