/**
 * What one batch row may hold, in the API and in the browser alike: past these a row is not read but
 * answered with a short error, so no row costs more than a few microseconds to read or to describe.
 * The longest valid value (a Property_Area of "Semiurban") is 9 characters and a whole row of the
 * dataset's 13 columns about 90, so these leave room for extra columns and still bound the work.
 */
export const MAX_CELL_CHARS = 256;
export const MAX_LINE_CHARS = 1024;
/** An application is one flat JSON object (depth 1); anything nested deeper is refused before JSON.parse. */
export const MAX_JSON_DEPTH = 4;

/** At most this many rows a batch in the API (the loan demo's page sets its own limit; a model's page keeps this). */
export const BATCH_MAX_ROWS = 10_000;
/** At most this many bytes a batch's body in the API (2 MiB), and a file on a model's page. */
export const BATCH_MAX_BYTES = 2 * 1024 * 1024;

/**
 * A value described, never echoed: text of up to 40 characters as it is (quoted), longer text by its
 * first 40 characters and its length, a number or boolean as written, an array or object by its size.
 */
export function describeValue(value: unknown): string {
  if (typeof value === "string") {
    if (value.length <= 40) return JSON.stringify(value);
    return `${JSON.stringify(value.slice(0, 40)).slice(0, -1)}…" (text of ${value.length} characters)`;
  }
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value === null || value === undefined) return "null";
  if (Array.isArray(value)) return `an array of ${value.length} items`;
  return `an object of ${Object.keys(value).length} keys`;
}

/** How the length of a line or cell past its cap is told. */
export function tooLong(what: "line" | "cell", length: number, max: number): string {
  return `the ${what} is ${length} characters long; at most ${max} are read`;
}

/**
 * How deeply a JSON text nests its arrays and objects, counted without parsing it and given up once
 * past `max` (so a line nested 100,000 deep costs one short scan, not JSON.parse's whole stack).
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 92)
        i++; // a backslash escapes the next character
      else if (code === 34) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 123 || code === 91) {
      if (++depth > max) return true;
    } else if (code === 125 || code === 93) depth--;
  }
  return false;
}
