const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);
const IPV4_MAPPED = new RegExp(`^::ffff:(${OCTET}(?:\\.${OCTET}){3})$`, "i");
// Longer than any written form of an address with a port and zone id: not worth parsing.
const MAX_ADDRESS_LENGTH = 64;

/** The eight groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): string[] | undefined {
  const [head = "", tail, extra] = address.split("::");
  if (extra !== undefined) return undefined;
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...Array<string>(missing).fill("0"), ...right];
  return groups.every((group) => /^[\da-f]{1,4}$/i.test(group)) ? groups : undefined;
}

/**
 * The rate limit's key for a client address written in any of the forms proxies and sockets use
 * (`1.2.3.4`, `1.2.3.4:5678`, `[2001:db8::1]:443`, `fe80::1%eth0`, `::ffff:1.2.3.4`), so one client
 * never gets several keys. An IPv4 address is its own key; an IPv6 client usually holds a whole /64
 * and can rotate through it freely, so the /64 is the key. Anything else is no address, and undefined.
 */
export function addressKey(raw: string): string | undefined {
  if (raw.length > MAX_ADDRESS_LENGTH) return undefined;
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(address);
  if (bracketed) address = bracketed[1] ?? "";
  else if (/^[\d.]+:\d{1,5}$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  address = address.split("%")[0] ?? "";
  address = IPV4_MAPPED.exec(address)?.[1] ?? address;
  if (IPV4.test(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return undefined;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** `addressKey`, with every unparseable address sharing one key, so made-up values cannot grow the limiter. */
export function rateLimitKey(address: string): string {
  return addressKey(address) ?? "unknown";
}

/**
 * The client's address: the socket's peer, or, behind `trustedProxies` proxies that each append the
 * address they saw to X-Forwarded-For, the entry the outermost of them appended. Entries before it are
 * whatever the client chose to send. A forwarded entry that is not an IP address is ignored.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedProxies: number,
): string {
  if (trustedProxies > 0 && forwardedFor) {
    const entries = forwardedFor.split(",");
    const forwarded = entries.length >= trustedProxies ? entries[entries.length - trustedProxies]?.trim() : undefined;
    if (forwarded && addressKey(forwarded)) return forwarded;
  }
  return socketAddress ?? "unknown";
}
