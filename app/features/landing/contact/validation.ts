import type { contactToasts } from "#app/words/site/contact";

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
/** The problems that stop a send; each has its toast in app/words/en/site/contact.ts. */
export type ContactProblem = Exclude<keyof typeof contactToasts, "sent" | "failed">;

export const EMPTY_CONTACT: ContactValues = { name: "", email: "", subject: "", message: "" };

/**
 * The most each field may hold, in UTF-16 code units as `maxLength` counts them: room for any real
 * name, subject and message, not for a pasted book. 254 is the longest address SMTP can deliver to.
 */
export const CONTACT_MAX_LENGTH = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
} as const satisfies Record<ContactField, number>;

/** Deliberately loose (text@text.text): the provider and the reply are the real check. */
const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/**
 * The first problem that should stop a send, or null when the message may go. Runs even though the
 * inputs carry `required`, `type="email"` and `maxLength`, because browser checks can be bypassed.
 * Lengths are those of the trimmed values, which are what is sent.
 */
export function validateContact(values: ContactValues): ContactProblem | null {
  if (CONTACT_FIELDS.some((field) => values[field].trim() === "")) return "missing";
  if (!EMAIL_PATTERN.test(values.email.trim())) return "invalid-email";
  if (CONTACT_FIELDS.some((field) => values[field].trim().length > CONTACT_MAX_LENGTH[field])) return "too-long";
  return null;
}
