/**
 * The image files a note publishes, as the build writes them: each one under node_modules/.cache by its content's
 * hash (so a rebuild writes nothing new), for the compiled note to import, so the bundler names it by its hash and
 * copies it into the build. An SVG is written sanitised (sanitize-svg.ts); every image is at most IMAGE_BYTES_MAX.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { imageSize } from "image-size";

import { IMAGE_BYTES_MAX, megabytes } from "../limits";
import { sanitizeSvg } from "./sanitize-svg";

/** Where the image files go: beside the other tools' caches, ignored by git like all of node_modules. */
export const IMAGE_CACHE = join(import.meta.dirname, "..", "..", "..", "node_modules", ".cache", "note-images");

/** Writes `bytes` into IMAGE_CACHE once, by their hash; returns the file's path. */
export function cachedFile(bytes: Buffer, extension: string): string {
  const path = join(IMAGE_CACHE, `${createHash("sha256").update(bytes).digest("hex").slice(0, 20)}.${extension}`);
  if (!existsSync(path)) {
    mkdirSync(IMAGE_CACHE, { recursive: true });
    writeFileSync(path, bytes);
  }
  return path;
}

/** Why an image is refused, for the caller to place (the file and line, or the cell). */
export class ImageProblem extends Error {}

/** The "N MB is over the limit" problem, or nothing. */
export function tooLarge(bytes: number): string | undefined {
  return bytes > IMAGE_BYTES_MAX
    ? `is ${megabytes(bytes)}, over the ${megabytes(IMAGE_BYTES_MAX)} an image may be: save it smaller (a lower dpi for a figure, JPEG for a photograph)`
    : undefined;
}

/** An SVG's text as the file to publish; an ImageProblem when it is not one a browser can show. */
export function safeSvg(text: string): Buffer {
  try {
    return Buffer.from(sanitizeSvg(text));
  } catch (error) {
    throw new ImageProblem(`is not an SVG image a browser can show (${(error as Error).message})`);
  }
}

/** An image's own width and height; an ImageProblem when the bytes are not an image (a corrupt PNG). */
export function ownSize(bytes: Buffer): { width: number; height: number } {
  try {
    const { width, height } = imageSize(bytes);
    return { width, height };
  } catch (error) {
    throw new ImageProblem(`is not an image the build can read (${(error as Error).message})`);
  }
}
