/**
 * The icons and the link-preview image are drawn from content (`npm run images`: the owner's name, role, place and
 * colours) and committed in public/. Each PNG carries what it was drawn from, as a fingerprint in a tEXt chunk
 * (PNG's own place for text: "Source"), so that `npm run check:content` can tell an image drawn for other content
 * (the template's owner, or last month's colours) and say which command redraws it.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { crc32 } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const KEYWORD = "Source";

/** The fingerprint of what an image is drawn from: its HTML or SVG, as text. */
export function fingerprint(...sources: string[]): string {
  return `portfolio-images:${createHash("sha256").update(sources.join("\0")).digest("hex").slice(0, 32)}`;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The chunks of a PNG, in order: each one's type and data. */
function chunks(png: Buffer): { type: string; data: Buffer; end: number }[] {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error("not a PNG file");
  const found: { type: string; data: Buffer; end: number }[] = [];
  for (let at = 8; at + 12 <= png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    const end = at + 12 + length;
    found.push({ type, data: png.subarray(at + 8, at + 8 + length), end });
    at = end;
  }
  return found;
}

/** The PNG with its fingerprint, after its header chunk (any older fingerprint left out). */
export function stampPng(png: Buffer, stamp: string): Buffer {
  const all = chunks(png);
  const header = all[0];
  if (header?.type !== "IHDR") throw new Error("a PNG starts with its IHDR chunk");
  const kept = all
    .slice(1)
    .filter((part) => !(part.type === "tEXt" && part.data.toString("latin1").startsWith(`${KEYWORD}\0`)));
  return Buffer.concat([
    png.subarray(0, header.end),
    chunk("tEXt", Buffer.from(`${KEYWORD}\0${stamp}`, "latin1")),
    ...kept.map((part) => chunk(part.type, part.data)),
  ]);
}

/** The fingerprint a PNG carries, or undefined. */
export function pngStamp(png: Buffer): string | undefined {
  const text = chunks(png).find(
    (part) => part.type === "tEXt" && part.data.toString("latin1").startsWith(`${KEYWORD}\0`),
  );
  return text?.data.toString("latin1").slice(KEYWORD.length + 1);
}

/**
 * The images in a folder drawn from other sources than `stamp` (or before fingerprints): an .ico holds its PNG after
 * its 22-byte header. Missing files count as stale.
 */
export function staleImages(dir: string, files: readonly string[], stamp: string): string[] {
  return files.filter((file) => {
    const path = join(dir, file);
    if (!existsSync(path)) return true;
    const bytes = readFileSync(path);
    return pngStamp(file.endsWith(".ico") ? bytes.subarray(22) : bytes) !== stamp;
  });
}
