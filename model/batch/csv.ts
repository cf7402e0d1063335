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
 * How long a record and a cell may be before the record is not read but reported: by default a batch row's
 * (limits.ts); a file the build reads from the owner (a model's test.csv) may be wider.
 */
export type CsvLimits = { line: number; cell: number };

const BATCH_LIMITS: CsvLimits = { line: MAX_LINE_CHARS, cell: MAX_CELL_CHARS };

/**
 * Splits CSV text into its records (RFC 4180: commas, double-quoted fields with "" for a quote, CRLF or
 * LF line ends) in one pass, so the caller knows how many there are before it reads any. Blank lines are
 * skipped. A cell is cut out of the text with one slice, never built a character at a time, and a cell
 * past its cap is never copied at all. Past `keep` records the rest are only counted, so a file of a
 * million tiny lines costs a count, not a million arrays. Throws on a quote left open, naming its line.
 */
export function csvRecords(text: string, keep = Infinity, limits: CsvLimits = BATCH_LIMITS): CsvRecords {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a byte-order mark is not part of the first cell
  return text.includes('"', start)
    ? quotedRecords(text, start, keep, limits)
    : unquotedRecords(text, start, keep, limits);
}

/** A record from its cells, unless it is too long or holds a cell that is. */
function record(line: number, cells: string[], length: number, limits: CsvLimits): CsvRecord {
  if (length > limits.line) return { line, problem: tooLong("line", length, limits.line) };
  if (length > limits.cell) {
    const long = cells.find((cell) => cell.length > limits.cell);
    if (long !== undefined) return { line, problem: tooLong("cell", long.length, limits.cell) };
  }
  return { line, cells };
}

/** csvRecords for text without a quote, the usual case: each line is split on its commas (3× faster). */
function unquotedRecords(text: string, start: number, keep: number, limits: CsvLimits): CsvRecords {
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
        const cells = length > limits.line ? [] : text.slice(from, last).split(",");
        records.push(record(line, cells, length, limits));
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
function quotedRecords(text: string, start: number, keep: number, limits: CsvLimits): CsvRecords {
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
        cell = length > limits.cell ? "" : text.slice(i + 1, close);
        if (doubled > 0 && cell !== "") {
          if (end > close + 1) cell = cell.replaceAll('""', '"');
          else (escaped ??= []).push(cells.length);
        }
        if (end > close + 1 && length <= limits.cell) cell += text.slice(close + 1, end);
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
    if (length > limits.line) records.push({ line: firstLine, problem: tooLong("line", length, limits.line) });
    else if (longest > limits.cell) {
      records.push({ line: firstLine, problem: tooLong("cell", longest, limits.cell) });
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
