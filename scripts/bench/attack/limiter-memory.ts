/**
 * `npm run bench:limiter`: the rate limiter's memory under a flood of distinct client addresses, for
 * docs/security.md's figures of its keys and heap. Run with --expose-gc so each figure is measured after a collection.
 */
import { clientAddress, rateLimitKey } from "#server/client-key";
import { memoryStore } from "#server/rate-limit/memory-store";

const FLOOD = 100_000;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

function heapMiB(): number {
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

async function flood(label: string, forwarded: (i: number) => string) {
  const limiter = memoryStore({ limit: 60, windowMs: 60_000 });
  const before = heapMiB();
  for (let i = 0; i < FLOOD; i++) await limiter.hit(rateLimitKey(clientAddress(forwarded(i), "10.0.0.1", 1)));
  const grown = heapMiB() - before;
  console.log(`${label}: ${limiter.size} keys held, heap +${grown.toFixed(1)} MiB`);
}

await flood(`${FLOOD} garbage X-Forwarded-For values`, (i) => `${i.toString(36)}-${"x".repeat(i % 50)}`);
await flood(`${FLOOD} distinct spoofed IPv4 addresses`, (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
await flood(
  `${FLOOD} distinct spoofed IPv6 /64s`,
  (i) => `2001:db8:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}::1`,
);
