import { profile } from "#app/content/profile";
import { contactContent, contactToasts } from "#app/words/site/contact";

import { contactMailtoHref } from "./mailto";
import type { ContactValues } from "./validation";

// The ways to write by email when the form cannot send.

const linkClassName =
  "rounded-sm font-medium underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600";

/**
 * Under the form until it has hydrated (scripts off, blocked, failed or still loading): why the button
 * is off, and the address to write to meanwhile, if the owner gives one. Not a <noscript>: blocked or
 * failed scripts skip it.
 */
export function NotReadyNote() {
  const { email } = profile;
  return (
    <p className="text-sm text-neutral-700">
      {contactContent.notReady}
      {email && (
        <>
          {" "}
          {contactContent.writeInstead}{" "}
          <a href={`mailto:${email}`} className={`${linkClassName} break-all text-accent-700`}>
            {email}
          </a>
        </>
      )}
    </p>
  );
}

/**
 * A toast's description: `text`, then, if the owner gives an address, a mailto: link carrying the visitor's
 * message.
 */
export function withEmailLink(text: string, values: ContactValues) {
  const { email } = profile;
  if (!email) return text;
  return (
    <>
      {text}{" "}
      <a href={contactMailtoHref(email, values)} className={linkClassName}>
        {contactContent.emailInstead}
      </a>
    </>
  );
}

/** The failure toast's description: the failure words (contact.ts), then the mailto: link if there is an address. */
export function failedToastDescription(values: ContactValues) {
  return withEmailLink(contactToasts.failed.description, values);
}
