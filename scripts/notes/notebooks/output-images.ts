/**
 * A notebook's images, written out as files: the compiled note imports each one, so the bundler names it
 * by its content hash and copies it into the build (and the dev server serves it). Each file is written
 * once, by its content, under node_modules/.cache, so rebuilding writes nothing new.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { imageSize } from "image-size";

import { IMAGE_BYTES_MAX, megabytes } from "../limits";
import { NoteError } from "../note-error";
import { sanitizeSvg } from "../sanitize-svg";

/** Where the image files go: beside the other tools' caches, ignored by git like all of node_modules. */
export const IMAGE_CACHE = join(import.meta.dirname, "..", "..", "..", "node_modules", ".cache", "notebook-images");

export type WrittenImage = { path: string; width: number; height: number };

/** Where an image is, for its messages: the notebook, and the cell ("code cell 4", "Markdown cell 2"). */
export type ImagePlace = { file: string; cell: string };

/** The image types a notebook output may carry, by MIME type, with their file extension. */
export const IMAGE_TYPES = { "image/svg+xml": "svg", "image/png": "png", "image/jpeg": "jpg" } as const;
export type ImageType = keyof typeof IMAGE_TYPES;

/** The image's bytes, or a NoteError naming the cell when they pass IMAGE_BYTES_MAX (checked before decoding). */
function imageBytes(type: ImageType, data: string, place: ImagePlace): Buffer {
  const size =
    type === "image/svg+xml" ? Buffer.byteLength(data) : Math.floor((data.replace(/\s+/g, "").length * 3) / 4);
  if (size > IMAGE_BYTES_MAX) {
    throw new NoteError(
      place.file,
      undefined,
      `${place.cell}: its ${type} image is ${megabytes(size)}, over the ${megabytes(IMAGE_BYTES_MAX)} an image may be: save the figure smaller (a lower dpi, or JPEG for a photograph) and run the cell again`,
    );
  }
  if (type !== "image/svg+xml") return Buffer.from(data.replace(/\s+/g, ""), "base64");
  try {
    return Buffer.from(sanitizeSvg(data));
  } catch (error) {
    throw new NoteError(
      place.file,
      undefined,
      `${place.cell}: its image/svg+xml output is not an SVG image a browser can show (${(error as Error).message}): run the cell again, or clear its output`,
    );
  }
}

/**
 * Writes an output's image (base64 for PNG and JPEG, text for SVG) and returns its path and size: the size
 * the notebook declares if any (a retina figure's is half its pixels), else the file's own. An image too large or
 * that is not one (a corrupt PNG) is a NoteError naming the notebook and the cell.
 */
export function writeImage(
  type: ImageType,
  data: string,
  declared: { width?: number; height?: number },
  place: ImagePlace,
): WrittenImage {
  const bytes = imageBytes(type, data, place);
  let own: { width: number; height: number };
  try {
    own = imageSize(bytes);
  } catch (error) {
    throw new NoteError(
      place.file,
      undefined,
      `${place.cell}: its ${type} output is not an image the build can read (${(error as Error).message}): run the cell again, or clear its output`,
    );
  }
  const name = `${createHash("sha256").update(bytes).digest("hex").slice(0, 20)}.${IMAGE_TYPES[type]}`;
  const path = join(IMAGE_CACHE, name);
  if (!existsSync(path)) {
    mkdirSync(IMAGE_CACHE, { recursive: true });
    writeFileSync(path, bytes);
  }
  const width = declared.width ?? own.width;
  const height =
    declared.height ?? (declared.width ? Math.round((own.height * declared.width) / own.width) : own.height);
  return { path, width: Math.round(width), height: Math.round(height) };
}
