import { profile } from "#app/content/profile";

import type { ContactValues } from "./validation";

/** What the EmailJS template receives; the template on emailjs.com must use these names. */
type ContactTemplateParams = {
  from_name: string;
  from_email: string;
  subject: string;
  message: string;
  /** The owner's address, for information only (docs/deploy.md#emailjs), when profile.ts has one. */
  to_email?: string;
};

function toTemplateParams(values: ContactValues): ContactTemplateParams {
  return {
    from_name: values.name.trim(),
    from_email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
    ...(profile.email ? { to_email: profile.email } : {}),
  };
}

const importSender = () =>
  Promise.all([import("#app/features/landing/contact/public-env"), import("@emailjs/browser")]);
let sender: ReturnType<typeof importSender> | undefined;

/** The settings parser and the EmailJS client, loaded once. */
function loadSender() {
  sender ??= importSender();
  return sender;
}

/** Starts loading what a send needs: called as the visitor starts on the form, so Send does not wait for it. */
export function prepareToSend(): void {
  loadSender().catch(() => {
    // Send loads them again and reports what failed.
    sender = undefined;
  });
}

/**
 * Sends the message through EmailJS. Rejects when the site was built without the EmailJS settings
 * (an Error naming the missing variables) or when the provider refuses (its status and text).
 * The client and the settings parser load on the first send, so neither is in the first-paint script.
 */
export async function sendContactMessage(values: ContactValues): Promise<void> {
  const [{ readEmailJsConfig }, { default: emailjs }] = await loadSender();
  const result = readEmailJsConfig();
  if (!result.ok) throw new Error(result.error);
  const { serviceId, templateId, publicKey } = result.config;
  await emailjs.send(serviceId, templateId, toTemplateParams(values), { publicKey });
}
