import { MAX_CELL_CHARS, MAX_LINE_CHARS, tooLong } from "./limits";

/**
 * One CSV record: its cells and the 1-based line it starts on, or, for a record past MAX_LINE_CHARS or
 * with a cell past MAX_CELL_CHARS, why it is not read (its cells are then left out).
 */
export type CsvRecord =
  | {
      line: number;
      cells: string[];
      /** Which cells still hold a quote doubled (""), to be read with recordCells. */
      escaped?: number[];
      problem?: undefined;
    }
  | { line: number; problem: string };

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/** The first records of a text (at most the number asked for) and how many it has in all. */
export type CsvRecords = { records: CsvRecord[]; total: number };

/**
 * Splits CSV text into its records (RFC 4180: commas, double-quoted fields with "" for a quote, CRLF or
 * LF line ends) in one pass, so the caller knows how many there are before it reads any. Blank lines are
 * skipped. A cell is cut out of the text with one slice, never built a character at a time, and a cell
 * past its cap is never copied at all. Past `keep` records the rest are only counted, so a file of a
 * million tiny lines costs a count, not a million arrays. Throws on a quote left open, naming its line.
 */
export function csvRecords(text: string, keep = Infinity): CsvRecords {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a byte-order mark is not part of the first cell
  return text.includes('"', start) ? quotedRecords(text, start, keep) : unquotedRecords(text, start, keep);
}

/** A record from its cells, unless it is too long or holds a cell that is. */
function record(line: number, cells: string[], length: number): CsvRecord {
  if (length > MAX_LINE_CHARS) return { line, problem: tooLong("line", length, MAX_LINE_CHARS) };
  if (length > MAX_CELL_CHARS) {
    const long = cells.find((cell) => cell.length > MAX_CELL_CHARS);
    if (long !== undefined) return { line, problem: tooLong("cell", long.length, MAX_CELL_CHARS) };
  }
  return { line, cells };
}

/** csvRecords for text without a quote, the usual case: each line is split on its commas (3× faster). */
function unquotedRecords(text: string, start: number, keep: number): CsvRecords {
  const records: CsvRecord[] = [];
  let total = 0;
  let line = 0;
  for (let from = start; from <= text.length;) {
    let end = text.indexOf("\n", from);
    if (end === -1) end = text.length;
    const last = end > from && text.charCodeAt(end - 1) === CR ? end - 1 : end;
    line++;
    if (last > from) {
      total++;
      if (records.length < keep) {
        const length = last - from;
        const cells = length > MAX_LINE_CHARS ? [] : text.slice(from, last).split(",");
        records.push(record(line, cells, length));
      }
    }
    from = end + 1;
  }
  return { records, total };
}

/** Where the unquoted cell starting at `from` ends: the next comma, CR or LF, or the end of the text. */
function cellEnd(text: string, from: number): number {
  let i = from;
  for (; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === COMMA || code === LF || code === CR) break;
  }
  return i;
}

/** csvRecords for text with quotes: a scan from delimiter to delimiter, each cell one slice. */
function quotedRecords(text: string, start: number, keep: number): CsvRecords {
  const records: CsvRecord[] = [];
  let total = 0;
  let i = start;
  let line = 1;
  while (i < text.length) {
    const first = i;
    const firstLine = line;
    const cells: string[] = [];
    let escaped: number[] | undefined;
    let longest = 0;
    for (;;) {
      let cell: string;
      let length: number;
      if (text.charCodeAt(i) === QUOTE) {
        // The closing quote is the first one not doubled: one look at each character, counting the
        // line feeds and the doubled quotes on the way.
        let close = i + 1;
        let doubled = 0;
        for (; ; close++) {
          const code = text.charCodeAt(close);
          if (code === QUOTE) {
            if (text.charCodeAt(close + 1) !== QUOTE) break;
            doubled++;
            close++;
          } else if (code === LF) line++;
          else if (close >= text.length) throw new Error(`Line ${firstLine}: a quoted field is never closed.`);
        }
        // Anything between the closing quote and the next delimiter belongs to the cell, as written.
        const end = cellEnd(text, close + 1);
        length = close - i - 1 - doubled + (end - close - 1);
        // A cell past its cap is never copied; one with doubled quotes is kept as written and read
        // ("" as ") only when its row is (see recordCells), so this pass stays one look per character.
        cell = length > MAX_CELL_CHARS ? "" : text.slice(i + 1, close);
        if (doubled > 0 && cell !== "") {
          if (end > close + 1) cell = cell.replaceAll('""', '"');
          else (escaped ??= []).push(cells.length);
        }
        if (end > close + 1 && length <= MAX_CELL_CHARS) cell += text.slice(close + 1, end);
        i = end;
      } else {
        const end = cellEnd(text, i);
        cell = text.slice(i, end);
        length = end - i;
        i = end;
      }
      if (length > longest) longest = length;
      cells.push(cell);
      if (text.charCodeAt(i) !== COMMA) break;
      i++;
    }
    const length = i - first;
    if (text.charCodeAt(i) === CR) i++;
    if (text.charCodeAt(i) === LF) i++;
    line++;
    if (cells.length === 1 && longest === 0) continue; // a blank line
    total++;
    if (records.length >= keep) continue;
    if (length > MAX_LINE_CHARS) records.push({ line: firstLine, problem: tooLong("line", length, MAX_LINE_CHARS) });
    else if (longest > MAX_CELL_CHARS) {
      records.push({ line: firstLine, problem: tooLong("cell", longest, MAX_CELL_CHARS) });
    } else records.push(escaped ? { line: firstLine, cells, escaped } : { line: firstLine, cells });
  }
  return { records, total };
}

/** A record's cells as they read: a quoted cell's doubled quotes ("") each read as one ("). */
export function recordCells(record: { cells: string[]; escaped?: number[] }): string[] {
  if (!record.escaped) return record.cells;
  const cells = [...record.cells];
  for (const index of record.escaped) cells[index] = cells[index]!.replaceAll('""', '"');
  return cells;
}
