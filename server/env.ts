import { z } from "zod";

/** "1" or "0" only: a typo such as "yes" or "true" fails at start-up rather than silently meaning off. */
const flag = (fallback: "0" | "1") =>
  z
    .enum(["0", "1"], { error: 'expected "0" or "1"' })
    .default(fallback)
    .transform((value) => value === "1");

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Where `npm run build` put the site; the folder holding client/. */
  BUILD_DIR: z.string().min(1).default("build"),
  /** Predictions each client may ask for per minute; 0 turns the limit off (benchmarks, e2e tests). */
  RATE_LIMIT_PER_MINUTE: z
    .string()
    .regex(/^\d+$/, "expected a whole number (0 turns the limit off)")
    .default("60")
    .transform(Number),
  /** Behind a proxy that appends the client's address to X-Forwarded-For; off, the socket's address counts. */
  TRUST_PROXY: flag("0"),
  /** One line per request on stdout; 0 turns it off. */
  LOG_REQUESTS: flag("1"),
});

export type ServerEnv = z.infer<typeof EnvSchema>;

/** Parses the server's environment once, at start-up, and stops with a clear message when it is wrong. */
export function parseServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid server environment:\n  ${problems.join("\n  ")}`);
  }
  return result.data;
}
