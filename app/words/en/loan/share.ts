import { formatNumber } from "#app/lib/format";

/** The words of the loan demo's Copy link button. */
export const shareLink = {
  copy: "Copy link",
  copied: "Link copied: it opens this application as it is now.",
  refused: "Your browser did not allow copying. Copy this link yourself:",
  linkLabel: "Link to this application",
} as const;

/** The notes under a form filled from a share link: what it could not take, and that nothing was sent. */
export const shareLinkNote = {
  /** For a link made while a verdict was shown: opening it predicts nothing until the visitor asks. */
  pressPredict: "This link was shared with a verdict shown: press Predict to see it.",
  ignored: (items: readonly string[], more: number) =>
    `Some values in this link were ignored: ${items.join("; ")}${more > 0 ? `; and ${more} more` : ""}.`,
  item: (name: string, reason: string) => `${name} (${reason})`,
  unknown: "not a field of this form",
  repeated: "given more than once",
  range: (min: number, max: number) => `must be a whole number from ${formatNumber(min)} to ${formatNumber(max)}`,
  choices: (choices: readonly string[]) => `must be one of: ${choices.join(", ")}`,
} as const;
