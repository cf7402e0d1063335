/**
 * A notebook's images (outputs, and attachments of Markdown cells), written out as files (../images/image-files.ts): the
 * compiled note imports each one. An image too large or that is not one is a NoteError naming the cell.
 */
import { cachedFile, ImageProblem, ownSize, safeSvg, tooLarge } from "../images/image-files";
import { NoteError } from "../note-error";

export type WrittenImage = { path: string; width: number; height: number };

/** Where an image is, for its messages: the notebook, and the cell ("code cell 4", "Markdown cell 2"). */
export type ImagePlace = { file: string; cell: string };

/** The image types a notebook output may carry, by MIME type, with their file extension. */
export const IMAGE_TYPES = { "image/svg+xml": "svg", "image/png": "png", "image/jpeg": "jpg" } as const;
export type ImageType = keyof typeof IMAGE_TYPES;

/** The image's bytes, checked against the size limit before a PNG or JPEG is decoded, an SVG sanitised. */
function imageBytes(type: ImageType, data: string): Buffer {
  const base64 = type === "image/svg+xml" ? "" : data.replace(/\s+/g, "");
  const size = type === "image/svg+xml" ? Buffer.byteLength(data) : Math.floor((base64.length * 3) / 4);
  const problem = tooLarge(size);
  if (problem) throw new ImageProblem(problem);
  return type === "image/svg+xml" ? safeSvg(data) : Buffer.from(base64, "base64");
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
  let bytes: Buffer;
  let own: { width: number; height: number };
  try {
    bytes = imageBytes(type, data);
    own = ownSize(bytes);
  } catch (error) {
    if (!(error instanceof ImageProblem)) throw error;
    throw new NoteError(place.file, undefined, `${place.cell}: its ${type} output ${error.message}`);
  }
  const path = cachedFile(bytes, IMAGE_TYPES[type]);
  const width = declared.width ?? own.width;
  const height =
    declared.height ?? (declared.width ? Math.round((own.height * declared.width) / own.width) : own.height);
  return { path, width: Math.round(width), height: Math.round(height) };
}
