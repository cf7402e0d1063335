import { z } from "zod";

/** "1" or "0" only: a typo such as "yes" or "true" fails at start-up rather than silently meaning off. */
const flag = (fallback: "0" | "1") =>
  z
    .enum(["0", "1"], { error: 'expected "0" or "1"' })
    .default(fallback)
    .transform((value) => value === "1");

/** A whole number written as digits only ("60", not "6e1" or "-1"), within [min, max]. */
const count = (fallback: number, min: number, max: number, hint: string) =>
  z
    .string()
    .regex(/^\d+$/, `expected a whole number (${hint})`)
    .default(String(fallback))
    .transform(Number)
    .pipe(z.number().min(min).max(max));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Where `npm run build` put the site; the folder holding client/. */
  BUILD_DIR: z.string().min(1).default("build"),
  /** Predictions each client may ask for per minute; 0 turns the limit off (benchmarks, e2e tests). */
  RATE_LIMIT_PER_MINUTE: count(60, 0, 1_000_000, "0 turns the limit off"),
  /**
   * How many proxies in front of the server append to X-Forwarded-For; 0 (no proxy) uses the
   * socket's address. "1" is the usual reverse proxy or load balancer.
   */
  TRUST_PROXY: count(0, 0, 10, "the number of trusted proxies, 0 for none"),
  /** One line per request on stdout; 0 turns it off. */
  LOG_REQUESTS: flag("1"),
  /** Slow clients: the headers must arrive within this, the whole request within REQUEST_TIMEOUT_MS. */
  HEADERS_TIMEOUT_MS: count(15_000, 100, 600_000, "milliseconds"),
  REQUEST_TIMEOUT_MS: count(30_000, 100, 600_000, "milliseconds"),
  /**
   * A connection on which nothing moves, either way, for this long while a request is open is closed: a
   * client that stops reading a streamed batch or a large file is not held for ever.
   */
  STALL_TIMEOUT_MS: count(30_000, 100, 600_000, "milliseconds"),
  /** Idle keep-alive connections are closed after this. */
  KEEP_ALIVE_TIMEOUT_MS: count(5_000, 100, 600_000, "milliseconds"),
  /** Open connections at most; more are refused until some close. */
  MAX_CONNECTIONS: count(1_000, 1, 1_000_000, "connections"),
  /**
   * Open connections per client address (an IPv6 /64 is one client); a client's next one is closed at once.
   * Not applied with TRUST_PROXY, where every connection comes from the proxy: the proxy limits each client.
   */
  MAX_CONNECTIONS_PER_CLIENT: count(32, 1, 1_000_000, "connections"),
  /**
   * Says that only the proxy can reach HOST (a private network, a firewall, a platform's load balancer), so
   * that TRUST_PROXY may be on while HOST is not a loopback address.
   */
  HOST_BEHIND_PROXY: flag("0"),
});

/** Whether `host` is reachable from this machine only. */
function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || /^(?:::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(host);
}

const CheckedEnvSchema = EnvSchema.refine((env) => env.REQUEST_TIMEOUT_MS >= env.HEADERS_TIMEOUT_MS, {
  path: ["REQUEST_TIMEOUT_MS"],
  error: "must be at least HEADERS_TIMEOUT_MS (the headers are part of the request)",
}).refine((env) => env.TRUST_PROXY === 0 || isLoopback(env.HOST) || env.HOST_BEHIND_PROXY, {
  path: ["TRUST_PROXY"],
  error: (issue) => {
    const { TRUST_PROXY, HOST } = issue.input as { TRUST_PROXY: string; HOST: string };
    return (
      `TRUST_PROXY=${TRUST_PROXY} trusts X-Forwarded-For, but HOST=${HOST} lets clients reach this server ` +
      "without the proxy, and each could pick its own address for the rate limit. Listen on loopback behind a " +
      "proxy on this machine (HOST=127.0.0.1, as deploy/portfolio.service does), or set TRUST_PROXY=0 when " +
      "there is no proxy. If only the proxy can reach HOST (a private network, a firewall, a platform's load " +
      "balancer), set HOST_BEHIND_PROXY=1 to say so."
    );
  },
});

export type ServerEnv = z.infer<typeof EnvSchema>;

/** Parses the server's environment once, at start-up, and stops with a clear message when it is wrong. */
export function parseServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = CheckedEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid server environment:\n  ${problems.join("\n  ")}`);
  }
  return result.data;
}
