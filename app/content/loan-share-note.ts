/**
 * The note on the values a share link held that the loan form could not take. Apart from loan-share.ts so that
 * these words load with the code that reads a link, not with every visit.
 */
export const shareLinkNote = {
  ignored: (items: readonly string[], more: number) =>
    `Some values in this link were ignored: ${items.join("; ")}${more > 0 ? `; and ${more} more` : ""}.`,
  item: (name: string, reason: string) => `${name} (${reason})`,
  unknown: "not a field of this form",
  repeated: "given more than once",
  range: (min: number, max: number) =>
    `must be a whole number from ${min.toLocaleString("en-GB")} to ${max.toLocaleString("en-GB")}`,
  choices: (choices: readonly string[]) => `must be one of: ${choices.join(", ")}`,
} as const;
