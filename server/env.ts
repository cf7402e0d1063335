import { z } from "zod";

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Where `npm run build` put the site; the folder holding client/. */
  BUILD_DIR: z.string().min(1).default("build"),
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
