import type { ContactValues } from "./validation";

/**
 * Mail apps and operating systems cut or refuse longer mailto: links (about 2,000 characters is the
 * lowest common limit), so a long message is shortened to fit; the whole of it is still in the form.
 */
export const MAILTO_MAX_LENGTH = 2000;

const ELLIPSIS = encodeURIComponent("…");
// Half of a surrogate pair on its own (a pasted fragment) would make encodeURIComponent throw.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text as RFC 6068 wants it before percent-encoding: line breaks as CRLF, well-formed. */
function normalise(text: string): string {
  return text.trim().replace(LONE_SURROGATE, "\uFFFD").replace(/\r?\n/g, "\r\n");
}

/** Percent-encodes `text` whole, or cut on a character boundary (with an ellipsis) to fit `budget`. */
function encodeWithin(text: string, budget: number): string {
  const whole = encodeURIComponent(text);
  if (whole.length <= budget) return whole;
  let encoded = "";
  for (const character of text) {
    const next = encodeURIComponent(character);
    if (encoded.length + next.length + ELLIPSIS.length > budget) break;
    encoded += next;
  }
  return encoded + ELLIPSIS;
}

/** A mailto: link to the owner's address `to` with the visitor's subject and message filled in. */
export function contactMailtoHref(to: string, values: ContactValues): string {
  const head = `mailto:${to}?subject=${encodeURIComponent(normalise(values.subject))}&body=`;
  return head + encodeWithin(normalise(values.message), MAILTO_MAX_LENGTH - head.length);
}
