import type { Context } from "hono";

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
 * The request body as text, or undefined when it is larger than `maxBytes`: a declared length is
 * checked before reading (see declaredTooLarge), a chunked body is counted as it streams in, and
 * reading stops past the limit (what is left is drained by @hono/node-server once the answer is sent).
 */
export async function readBodyWithin(c: Context, maxBytes: number): Promise<string | undefined> {
  const declared = c.req.header("content-length");
  const transferEncoding = c.req.header("transfer-encoding");
  if (declaredTooLarge(declared, transferEncoding, maxBytes)) return undefined;
  if (declared !== undefined && transferEncoding === undefined) return c.req.text();

  const stream = c.req.raw.body;
  if (!stream) return "";
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.releaseLock();
      return undefined;
    }
    chunks.push(value);
  }
  return bodyDecoder.decode(Buffer.concat(chunks));
}
