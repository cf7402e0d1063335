import type { Context } from "hono";

/** How reading a request's body went: its text, or why there is none. */
export type ReadBodyResult = { text: string } | { problem: "too_large" | "unreadable" };

export const BODY_TOO_LARGE: ReadBodyResult = Object.freeze({ problem: "too_large" });
export const BODY_UNREADABLE: ReadBodyResult = Object.freeze({ problem: "unreadable" });

/** Decodes bodies as fetch's Request.text() does: UTF-8, a leading BOM dropped. */
export const bodyDecoder = new TextDecoder();

/**
 * Whether a body declared with Content-Length (and not chunked) is refused before it is read:
 * longer than `maxBytes`, or a length that cannot be measured. Node's parser never delivers more
 * than a body declares, and answers a malformed Content-Length with 400 itself; other runtimes may not.
 */
export function declaredTooLarge(
  contentLength: string | undefined,
  transferEncoding: string | undefined,
  maxBytes: number,
): boolean {
  if (contentLength === undefined || transferEncoding !== undefined) return false;
  return !/^\d+$/.test(contentLength) || Number(contentLength) > maxBytes;
}

/**
 * A Hono request's body, or why there is none: a declared length is checked before reading (see
 * declaredTooLarge), a chunked body is counted as it streams in, and reading stops past the limit
 * (what is left is drained by @hono/node-server once the answer is sent).
 */
export async function readBodyWithin(c: Context, maxBytes: number): Promise<ReadBodyResult> {
  try {
    const declared = c.req.header("content-length");
    const transferEncoding = c.req.header("transfer-encoding");
    if (declaredTooLarge(declared, transferEncoding, maxBytes)) return BODY_TOO_LARGE;
    if (declared !== undefined && transferEncoding === undefined) return { text: await c.req.text() };

    const stream = c.req.raw.body;
    if (!stream) return { text: "" };
    const reader = stream.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        reader.releaseLock();
        return BODY_TOO_LARGE;
      }
      chunks.push(value);
    }
    return { text: bodyDecoder.decode(Buffer.concat(chunks)) };
  } catch {
    return BODY_UNREADABLE;
  }
}
