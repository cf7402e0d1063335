/**
 * One CSV line (RFC 4180): a cell holding a comma, a double quote, a CR or an LF is quoted, its quotes
 * doubled; any other cell is written as it is. No line end is added.
 *
 * Formula-safe (OWASP's advice on CSV injection): a text cell that begins with =, +, -, @, a tab or a CR
 * gets a leading single quote, so a spreadsheet shows it as text instead of running it. A number cell is
 * written as the number: "-5" from a number is read as minus five by every spreadsheet, never as a
 * formula, so numbers stay readable (the results' numbers are never negative anyway: points from 0, and
 * probabilities).
 */
export function csvLine(cells: readonly (string | number)[]): string {
  return cells.map(csvCell).join(",");
}

const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(cell: string | number): string {
  const text = typeof cell === "number" ? String(cell) : FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
