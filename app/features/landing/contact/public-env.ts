import { z } from "#app/lib/zod";

const nonEmpty = z.string().trim().min(1);

const EmailJsEnvSchema = z.object({
  VITE_EMAILJS_PUBLIC_KEY: nonEmpty,
  VITE_EMAILJS_SERVICE_ID: nonEmpty,
  VITE_EMAILJS_TEMPLATE_ID: nonEmpty,
});

export type EmailJsEnv = Partial<Record<keyof z.infer<typeof EmailJsEnvSchema>, unknown>>;

export type EmailJsConfig = { publicKey: string; serviceId: string; templateId: string };

export type EmailJsConfigResult = { ok: true; config: EmailJsConfig } | { ok: false; error: string };

function buildTimeEnv(): EmailJsEnv {
  // Named one by one so Vite inlines exactly these public values into the bundle.
  return {
    VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
    VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
    VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
  };
}

/**
 * The EmailJS settings the site was built with (they are public values, baked in by Vite), or an
 * error naming every missing variable, so a build without them fails loudly instead of silently.
 */
export function readEmailJsConfig(env: EmailJsEnv = buildTimeEnv()): EmailJsConfigResult {
  const parsed = EmailJsEnvSchema.safeParse(env);
  if (!parsed.success) {
    const missing = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    return { ok: false, error: `EmailJS is not configured: set ${missing.join(", ")} (see .env.example).` };
  }
  const { VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID } = parsed.data;
  return {
    ok: true,
    config: {
      publicKey: VITE_EMAILJS_PUBLIC_KEY,
      serviceId: VITE_EMAILJS_SERVICE_ID,
      templateId: VITE_EMAILJS_TEMPLATE_ID,
    },
  };
}
