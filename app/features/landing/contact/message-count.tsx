import { formatNumber } from "#app/lib/format";
import { cn } from "#app/lib/utils";
import { contactContent } from "#app/words/site/contact";

/** Characters left below which screen readers are told, largest first; each is said once as it is crossed. */
const ANNOUNCE_UNDER = [500, 100] as const;

/**
 * What the polite live region says for a message of `length` out of `max`: nothing until the message
 * nears its limit, then a sentence that changes only at each threshold, so typing stays quiet.
 */
export function limitAnnouncement(length: number, max: number): string {
  const left = max - length;
  if (left <= 0) return contactContent.messageLimit.reached;
  const under = ANNOUNCE_UNDER.findLast((threshold) => left < threshold);
  return under === undefined ? "" : contactContent.messageLimit.under(under);
}

/**
 * The message's visible "123 / 5,000" counter, its numbers written in the site's language ("5 000" in French). Its field names it in `aria-describedby`, so a screen
 * reader reads the count on focus; the live region beside it speaks only near the limit.
 */
export function MessageCount({ id, length, max }: { id: string; length: number; max: number }) {
  const left = max - length;
  const nearLimit = ANNOUNCE_UNDER[0];
  return (
    <>
      <p
        id={id}
        className={cn(
          "self-end text-xs tabular-nums",
          left <= 0 ? "font-medium text-danger-700" : left < nearLimit ? "text-warning-800" : "text-neutral-600",
        )}
      >
        {formatNumber(length)} / {formatNumber(max)}
        <span className="sr-only"> {contactContent.messageLimit.unit}</span>
      </p>
      <p aria-live="polite" className="sr-only">
        {limitAnnouncement(length, max)}
      </p>
    </>
  );
}
