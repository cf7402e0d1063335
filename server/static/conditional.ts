/**
 * RFC 9110's preconditions and byte ranges for a GET or HEAD of one representation of a static file, whose
 * only validator is a strong ETag (no Last-Modified is sent, so date conditions have nothing to compare to).
 */

/** The request fields that decide the answer. */
export type ConditionalRequest = {
  method: string;
  ifMatch?: string;
  ifNoneMatch?: string;
  ifRange?: string;
  range?: string;
};

/** What to answer: the whole representation, one range of it, or no content. */
export type Outcome =
  { status: 200 } | { status: 206; start: number; end: number } | { status: 304 } | { status: 412 } | { status: 416 };

/** The entity tags of an If-Match or If-None-Match list, weak ones marked; "*" is handled by the caller. */
function entityTags(list: string): { weak: boolean; tag: string }[] {
  return [...list.matchAll(/(W\/)?("[^"]*")/g)].map(([, weak, tag = ""]) => ({ weak: weak !== undefined, tag }));
}

/** §13.1.1: true when any listed tag equals `etag` by the strong comparison (neither weak). */
function ifMatchPasses(list: string, etag: string): boolean {
  return list.trim() === "*" || entityTags(list).some(({ weak, tag }) => !weak && tag === etag);
}

/** §13.1.2: false (the client's copy is current) when any listed tag equals `etag` by the weak comparison. */
function ifNoneMatchPasses(list: string, etag: string): boolean {
  return !(list.trim() === "*" || entityTags(list).some(({ tag }) => tag === etag));
}

/** §14.1.2: a single `bytes=` range as positions in a representation of `size` bytes; undefined when it cannot be read. */
function parseRange(range: string, size: number): { start: number; end: number } | "unsatisfiable" | undefined {
  const spec = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i.exec(range);
  if (!spec) return undefined; // another unit, several ranges, or not a range: ignored (§14.2)
  const [, first = "", last = ""] = spec;
  if (first === "") {
    if (last === "") return undefined;
    const suffix = Number(last);
    return suffix > 0 ? { start: Math.max(0, size - suffix), end: size - 1 } : "unsatisfiable";
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return undefined; // invalid: last-pos before first-pos (§14.1.1)
  if (start >= size) return "unsatisfiable";
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * The answer to `request` for a representation with strong ETag `etag` and `size` bytes, evaluating the
 * preconditions in §13.2.2's order: If-Match (412), If-None-Match (304), then Range, which only GET has
 * (§14.2), and only when If-Range names this representation (§13.1.5). A Range this server does not
 * handle (several ranges, another unit, a malformed one) is ignored, which §14.2 allows: the whole
 * representation is sent.
 */
export function evaluateConditions(request: ConditionalRequest, etag: string, size: number): Outcome {
  if (request.ifMatch !== undefined && !ifMatchPasses(request.ifMatch, etag)) return { status: 412 };
  if (request.ifNoneMatch !== undefined && !ifNoneMatchPasses(request.ifNoneMatch, etag)) return { status: 304 };
  if (request.method !== "GET" || request.range === undefined || size === 0) return { status: 200 };
  // §13.1.5: the strong comparison with the ETag; a date never matches, as no Last-Modified was given.
  if (request.ifRange !== undefined && request.ifRange.trim() !== etag) return { status: 200 };
  const range = parseRange(request.range, size);
  if (range === undefined) return { status: 200 };
  if (range === "unsatisfiable") return { status: 416 };
  return { status: 206, ...range };
}
