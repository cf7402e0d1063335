/**
 * Two quiet checks against form-filling bots. A bot that trips either gets the real success toast and
 * a cleared form, and nothing is sent, so it learns nothing; a person never meets either.
 */

/**
 * The honeypot's name. Invisible and out of reach for people and assistive technology, it is filled
 * only by bots that fill every box. Browsers do not autofill a "website" field (they do fill names
 * such as "company" or "phone", which would catch real visitors).
 */
export const HONEYPOT_FIELD = "website";

/** Nobody types a name, an address, a subject and a message faster than this. */
export const MIN_FILL_TIME_MS = 3000;

/** How long a caught bot waits for its fake "sent": about as long as a real send takes. */
export const BOT_REPLY_DELAY_MS = 800;

export type SubmitEvidence = {
  /** What the honeypot field holds. */
  honeypot: string;
  /**
   * When the visitor could start on the form (ms since the epoch): the page's opening if they typed before
   * the form's code came, else its hydration, or the last send. A restored draft is timed from hydration:
   * a bot can write a draft into storage as easily as into the fields.
   */
  startedAt: number;
  /** When the send was asked for. */
  now: number;
};

/** True when the submission looks automated, and should be answered with a fake success. */
export function looksAutomated({ honeypot, startedAt, now }: SubmitEvidence): boolean {
  if (honeypot !== "") return true;
  return now - startedAt < MIN_FILL_TIME_MS;
}
