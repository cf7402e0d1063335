/**
 * How the demo reads a number from text. Two rules, because the form forgives what a visitor types and the files
 * need a strict one:
 * - the form reads what is typed as parseInt does ("12abc" → 12, unparseable → 0);
 * - a CSV cell, a share link's value and the dataset's cells hold whole numbers written out in digits, so
 *   anything else ("1e3", "12.5", "12abc", "") is not a number, and the caller reports it.
 */

/** The form's rule: parseInt semantics, "12abc" → 12, and anything unparseable → 0. */
export function parseIntOrZero(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? 0 : value;
}

/** A whole number written out in digits (with a leading "-" when `signed`), or undefined for any other text. */
export function readWholeNumber(text: string, { signed = false }: { signed?: boolean } = {}): number | undefined {
  return (signed ? /^-?\d+$/ : /^\d+$/).test(text) ? Number(text) : undefined;
}
