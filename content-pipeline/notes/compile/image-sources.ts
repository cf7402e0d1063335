/**
 * Where an image in a note comes from, and whether the note may publish it (rehype-image-imports.ts): a file beside
 * the note (or a notebook's figure), a file of public/ by its path on the site, another site, or nowhere it may be.
 */
import { readFileSync, statSync } from "node:fs";
import { dirname, extname, isAbsolute, relative, resolve } from "node:path";

import { isSitePath } from "../../site-path";
import { cachedFile, IMAGE_CACHE, ImageProblem, safeSvg, tooLarge } from "../images/image-files";
import { isRemote } from "./remote-images";

const inside = (folder: string, path: string) =>
  !relative(folder, path).startsWith("..") && !isAbsolute(relative(folder, path));

export type Source =
  | { kind: "file"; path: string }
  | { kind: "remote"; url: string }
  | { kind: "kept" }
  | { kind: "refused"; problem: string };

/** What an image source names, and whether the note may publish it. */
export function classify(src: string, noteFile: string): Source {
  // A notebook's figure: a file notebooks/output-images.ts wrote.
  if (isAbsolute(src) && inside(IMAGE_CACHE, src)) return { kind: "file", path: src };
  if (src.startsWith("#") || /^data:/i.test(src)) return { kind: "kept" };
  // A file in public/, which the build copies as it is.
  if (isSitePath(src)) return { kind: "kept" };
  // Browsers read a backslash as a slash: "/\\host/x" is another site, though it starts like a path.
  const notPath = { kind: "refused", problem: 'is not a path on the site (one "/", then no backslash)' } as const;
  if (src.includes("\\")) return notPath;
  if (isRemote(src)) return { kind: "remote", url: src };
  if (src.startsWith("/")) return notPath;
  const folder = dirname(noteFile);
  const path = resolve(folder, decodeURI(src.split(/[?#]/)[0]!));
  if (!inside(folder, path)) return { kind: "refused", problem: "is outside the note's folder" };
  return { kind: "file", path };
}

/** The bytes to publish for a file beside the note: checked for size, an SVG sanitised. */
export function fileBytes(path: string): { bytes: Buffer; path: string } {
  const problem = tooLarge(statSync(path).size);
  if (problem) throw new ImageProblem(problem);
  if (inside(IMAGE_CACHE, path)) return { bytes: readFileSync(path), path };
  if (extname(path).toLowerCase() !== ".svg") return { bytes: readFileSync(path), path };
  const bytes = safeSvg(readFileSync(path, "utf8"));
  return { bytes, path: cachedFile(bytes, "svg") };
}

/**
 * A srcset's candidates ("a.png 1x, b.png 2x"), each its URL and its text, as HTML reads them: a URL is a run of
 * anything but white space (commas in it included, but at its end), its descriptors run to the next comma.
 */
export function srcsetCandidates(value: string): { url: string; text: string }[] {
  const candidates: { url: string; text: string }[] = [];
  let rest = value;
  for (rest = rest.replace(/^[\s,]+/, ""); rest; rest = rest.replace(/^[\s,]+/, "")) {
    const url = /^\S+/.exec(rest)![0];
    if (url.endsWith(",")) {
      candidates.push({ url: url.replace(/,+$/, ""), text: url.replace(/,+$/, "") });
      rest = rest.slice(url.length);
      continue;
    }
    const comma = rest.indexOf(",", url.length);
    const text = (comma < 0 ? rest : rest.slice(0, comma)).trim();
    candidates.push({ url, text });
    rest = comma < 0 ? "" : rest.slice(comma + 1);
  }
  return candidates;
}
