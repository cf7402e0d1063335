import type { Context } from "hono";

const decoder = new TextDecoder();

/**
 * The request body as text, or undefined when it is larger than `maxBytes`. A declared
 * Content-Length is checked before reading (Node's parser never delivers more than it declares);
 * a body without one (chunked) is counted as it streams in, and reading stops past the limit
 * (what is left is drained by @hono/node-server once the answer is sent). The declared case
 * reads through the adapter's direct path, which is much cheaper than a web stream.
 */
export async function readBodyWithin(c: Context, maxBytes: number): Promise<string | undefined> {
  const declared = c.req.header("content-length");
  if (declared !== undefined && c.req.header("transfer-encoding") === undefined) {
    // Node answers a malformed Content-Length with 400 itself; elsewhere, refuse what cannot be measured.
    if (!/^\d+$/.test(declared) || Number(declared) > maxBytes) return undefined;
    return c.req.text();
  }

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
  return decoder.decode(Buffer.concat(chunks));
}
