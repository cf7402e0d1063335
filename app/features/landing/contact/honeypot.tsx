import { contactContent } from "#app/words/site/contact";

import { HONEYPOT_FIELD } from "./bot-check";

/**
 * The honeypot (see bot-check.ts): a text field bots fill, out of sight, out of the tab order
 * and out of the accessibility tree. Uncontrolled, so what a bot typed before hydration is kept.
 */
export function Honeypot({ ref }: { ref: React.Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={`contact-${HONEYPOT_FIELD}`}>{contactContent.honeypotLabel}</label>
      <input
        ref={ref}
        id={`contact-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
