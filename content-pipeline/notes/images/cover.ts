/**
 * A note's cover (front matter `cover:`, a notebook's metadata): an image beside the note, or a file of public/
 * named by its path on the site ("/images/cover.png"). Anything else is refused at the field's line: a path out of
 * the note's folder (a cover could publish any file of the machine that builds it), an image on another site, a
 * missing file, one over the size limit or that is not an image. An SVG cover is published sanitised.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, isAbsolute, join, relative, resolve } from "node:path";

import { isSitePath } from "../../site-path";
import { NoteError, shownPath } from "../note-error";
import { cachedFile, ImageProblem, ownSize, safeSvg, tooLarge } from "./image-files";

const PUBLIC = join(import.meta.dirname, "..", "..", "..", "public");

const inside = (folder: string, path: string) =>
  !relative(folder, path).startsWith("..") && !isAbsolute(relative(folder, path));

/** A cover as the build holds it: the file to import, or a public file's path on the site (`src`), and its size. */
export type FoundCover = { alt: string; width: number; height: number } & ({ file: string } | { src: string });

export function readCover(cover: string, alt: string, noteFile: string, line: number | undefined): FoundCover {
  const refuse = (problem: string): never => {
    throw new NoteError(noteFile, line, `cover: ${cover} ${problem}`);
  };
  const fromPublic = cover.startsWith("/") && isSitePath(cover);
  if (!fromPublic && (cover.startsWith("/") || cover.includes("\\") || /^[a-z][a-z0-9+.-]*:/i.test(cover))) {
    refuse(
      'is neither a file beside the note ("./images/cover.png") nor one in public/, by its path on the site ("/images/cover.png")',
    );
  }
  const folder = fromPublic ? PUBLIC : dirname(noteFile);
  const path = fromPublic
    ? join(PUBLIC, decodeURI(cover.split(/[?#]/)[0]!))
    : resolve(folder, decodeURI(cover.split(/[?#]/)[0]!));
  if (!inside(folder, path)) refuse(fromPublic ? "is outside public/" : "is outside the note's folder");
  if (!existsSync(path) || !statSync(path).isFile()) refuse(`is not there (no file ${shownPath(path)})`);
  try {
    const problem = tooLarge(statSync(path).size);
    if (problem) throw new ImageProblem(problem);
    const svg = extname(path).toLowerCase() === ".svg";
    // A file of public/ is the owner's, published as it is; one beside a note is sanitised as the note's images are.
    const bytes = svg && !fromPublic ? safeSvg(readFileSync(path, "utf8")) : readFileSync(path);
    const size = ownSize(bytes);
    if (fromPublic) return { src: cover, alt, ...size };
    return { file: svg ? cachedFile(bytes, "svg") : path, alt, ...size };
  } catch (error) {
    if (error instanceof ImageProblem) refuse(error.message);
    throw error;
  }
}
