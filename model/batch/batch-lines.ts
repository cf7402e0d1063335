/** Thrown for a batch past its row limit: the API answers it with 413. */
export class BatchTooLargeError extends Error {}

/** Throws BatchTooLargeError for a batch of more than `maxRows` rows. */
export function checkSize(rows: number, maxRows: number): void {
  if (rows > maxRows)
    throw new BatchTooLargeError(`The batch has ${rows} rows; at most ${maxRows} are scored at once.`);
}

/**
 * NDJSON's lines: each non-blank line (a CR before its LF dropped), at most `maxRows` of them kept, and how many there
 * are in all (the rest are only counted, for the 413). Throws BatchTooLargeError past `maxRows`.
 */
export function ndjsonLines(text: string, maxRows: number): string[] {
  const lines: string[] = [];
  let total = 0;
  for (let from = 0; from <= text.length;) {
    let end = text.indexOf("\n", from);
    if (end === -1) end = text.length;
    const line = text.slice(from, end > from && text.charCodeAt(end - 1) === 13 ? end - 1 : end);
    from = end + 1;
    if (line.trim() === "") continue;
    total++;
    if (lines.length < maxRows) lines.push(line);
  }
  checkSize(total, maxRows);
  return lines;
}
