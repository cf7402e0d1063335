import type { contactToasts } from "~/content/contact";

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
/** The problems that stop a send; each has its toast in app/content/contact.ts. */
export type ContactProblem = Exclude<keyof typeof contactToasts, "sent" | "failed">;

export const EMPTY_CONTACT: ContactValues = { name: "", email: "", subject: "", message: "" };

/** Deliberately loose (text@text.text): the provider and the reply are the real check. */
const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/**
 * The first problem that should stop a send, or null when the message may go. Runs even though the
 * inputs carry `required` and `type="email"`, because browser checks can be bypassed.
 */
export function validateContact(values: ContactValues): ContactProblem | null {
  if (CONTACT_FIELDS.some((field) => values[field].trim() === "")) return "missing";
  if (!EMAIL_PATTERN.test(values.email.trim())) return "invalid-email";
  return null;
}
