/**
 * The line a value sits on in a YAML or JSON text (JSON is YAML), so an error about a field can name
 * it: the parsers that validate (JSON.parse, zod) know the path to a value, not where it was written.
 */
import { isMap, isSeq, LineCounter, parseDocument, type Node } from "yaml";

/** Where to point for `path`: the key of a map entry (so "date: x" points at "date"), or the item itself. */
function locate(node: Node | null | undefined, path: readonly PropertyKey[]): number | undefined {
  let at: Node | null | undefined = node;
  let offset = at?.range?.[0];
  for (const step of path) {
    if (isMap(at)) {
      const pair = at.items.find((item) => (item.key as { value?: unknown } | null)?.value === step);
      if (!pair) break;
      offset = (pair.key as Node).range?.[0] ?? offset;
      at = pair.value as Node | null;
    } else if (isSeq(at) && typeof step === "number") {
      const item = at.items[step] as Node | undefined;
      if (!item) break;
      offset = item.range?.[0] ?? offset;
      at = item;
    } else break;
  }
  return offset;
}

/**
 * The 1-based line, in `source`, of the value at `path` (keys and array indexes), or of the deepest part
 * of the path that exists (a missing key points at the map that lacks it). `firstLine` is the line
 * `source` starts on in its file.
 */
export function lineOf(source: string, path: readonly PropertyKey[], firstLine = 1): number {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, keepSourceTokens: false, uniqueKeys: false });
  const offset = locate(document.contents, path) ?? 0;
  return lineCounter.linePos(offset).line + firstLine - 1;
}
