/**
 * An image on another site, named by a note or a notebook (`![](https://…)`, a DataFrame's `<img>`): a visitor's
 * browser would ask that site for it, which tells it who reads what (tracking), and the site's CSP would have to
 * allow it. site.ts's `copyRemoteImages` chooses: `false` (the default) refuses it, `true` has the build fetch it
 * once and publish it as a file of the site. A fetched image is kept in node_modules/.cache/remote-images by its
 * address, so later builds read it from there (delete the folder to fetch again).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { cachedFile, ImageProblem, safeSvg } from "../images/image-files";
import { IMAGE_BYTES_MAX, megabytes } from "../limits";

export const REMOTE_CACHE = join(import.meta.dirname, "..", "..", "..", "node_modules", ".cache", "remote-images");

/** The types a fetched image may have, by MIME type, with the extension it is saved under. */
const TYPES: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/svg+xml": "svg",
};

const TIMEOUT_MS = 30_000;

/** Whether a source names another site: a scheme, or "//host" (and its backslash forms, which browsers read alike). */
export function isRemote(src: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(src) || /^[/\\]{2}/.test(src);
}

/** The body, read up to IMAGE_BYTES_MAX: an ImageProblem past it, however the server sends it. */
async function limitedBody(response: Response): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    size += read.value.byteLength;
    if (size > IMAGE_BYTES_MAX) {
      await reader!.cancel();
      throw new ImageProblem(`is over the ${megabytes(IMAGE_BYTES_MAX)} an image may be`);
    }
    chunks.push(Buffer.from(read.value));
  }
  return Buffer.concat(chunks);
}

/**
 * The image at `url` as bytes of the build, fetched once (then read from the cache), with its file extension. An
 * ImageProblem says why not: not http(s), an error status, not an image, or too large.
 */
export async function fetchImage(url: string): Promise<{ bytes: Buffer; extension: string }> {
  // "//host/x" is fetched as a page of the site would: over https.
  const address = new URL(url, "https://site.invalid");
  if (address.protocol !== "https:" && address.protocol !== "http:") {
    throw new ImageProblem("is not an http(s) address, so the build cannot fetch it");
  }
  const key = createHash("sha256").update(address.href).digest("hex").slice(0, 20);
  for (const extension of Object.values(TYPES)) {
    const cached = join(REMOTE_CACHE, `${key}.${extension}`);
    if (existsSync(cached)) return { bytes: readFileSync(cached), extension };
  }
  let response: Response;
  try {
    response = await fetch(address, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: "follow" });
  } catch (error) {
    throw new ImageProblem(`could not be fetched (${(error as Error).cause ?? (error as Error).message})`);
  }
  if (!response.ok) throw new ImageProblem(`could not be fetched: the server answered ${response.status}`);
  const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const extension = TYPES[type];
  if (!extension) throw new ImageProblem(`is not an image: the server sent ${type || "no type"}`);
  const bytes = await limitedBody(response);
  mkdirSync(REMOTE_CACHE, { recursive: true });
  writeFileSync(join(REMOTE_CACHE, `${key}.${extension}`), bytes);
  return { bytes, extension };
}

/** The image at `url` as a file of the build (an SVG sanitised), with its bytes; an ImageProblem says why not. */
export async function copiedImage(url: string): Promise<{ path: string; bytes: Buffer }> {
  const { bytes, extension } = await fetchImage(url);
  const published = extension === "svg" ? safeSvg(bytes.toString("utf8")) : bytes;
  return { path: cachedFile(published, extension), bytes: published };
}
