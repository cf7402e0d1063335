import { formatNumber } from "#app/lib/format";

/** The words of the loan demo's Copy link button. */
export const shareLink = {
  copy: "Copy link",
  copied: "Link copied: it opens this application as it is now.",
  refused: "Your browser did not allow copying. Copy this link yourself:",
  linkLabel: "Link to this application",
} as const;

/** The note on the values a share link held that the loan form could not take. */
export const shareLinkNote = {
  ignored: (items: readonly string[], more: number) =>
    `Some values in this link were ignored: ${items.join("; ")}${more > 0 ? `; and ${more} more` : ""}.`,
  item: (name: string, reason: string) => `${name} (${reason})`,
  unknown: "not a field of this form",
  repeated: "given more than once",
  range: (min: number, max: number) => `must be a whole number from ${formatNumber(min)} to ${formatNumber(max)}`,
  choices: (choices: readonly string[]) => `must be one of: ${choices.join(", ")}`,
} as const;
