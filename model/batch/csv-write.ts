/**
 * One CSV line (RFC 4180): a cell holding a comma, a double quote, a CR or an LF is quoted, its quotes
 * doubled; any other cell is written as it is. No line end is added.
 */
export function csvLine(cells: readonly (string | number)[]): string {
  return cells.map(csvCell).join(",");
}

function csvCell(cell: string | number): string {
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
