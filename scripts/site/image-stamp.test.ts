import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";

import { imageSize } from "image-size";
import { describe, expect, it } from "vitest";

import { fingerprint, pngStamp, stampPng, staleImages } from "./image-stamp";

// A 1×1 PNG as a file the tests already ship (a notebook's figure), read as bytes.
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

describe("the images' fingerprint", () => {
  it("is carried in a tEXt chunk right after IHDR, with a valid CRC, and the PNG still reads", () => {
    const stamped = stampPng(PIXEL, "portfolio-images:abc");
    // IHDR is 8 + 25 bytes in; the tEXt chunk follows it.
    const at = 8 + 25;
    expect(stamped.toString("latin1", at + 4, at + 8)).toBe("tEXt");
    const length = stamped.readUInt32BE(at);
    expect(stamped.toString("latin1", at + 8, at + 8 + length)).toBe("Source\0portfolio-images:abc");
    expect(stamped.readUInt32BE(at + 8 + length)).toBe(crc32(stamped.subarray(at + 4, at + 8 + length)));
    expect(imageSize(stamped)).toMatchObject({ width: 1, height: 1, type: "png" });
    expect(pngStamp(stamped)).toBe("portfolio-images:abc");
  });

  it("replaces an older fingerprint rather than adding a second", () => {
    const twice = stampPng(stampPng(PIXEL, "portfolio-images:old"), "portfolio-images:new");
    expect(pngStamp(twice)).toBe("portfolio-images:new");
    expect(twice.length).toBe(stampPng(PIXEL, "portfolio-images:new").length);
  });

  it("is none on a PNG drawn before fingerprints, and changes with what the image shows", () => {
    expect(pngStamp(PIXEL)).toBeUndefined();
    expect(fingerprint("<svg>A</svg>")).not.toBe(fingerprint("<svg>B</svg>"));
    expect(fingerprint("<svg>A</svg>")).toMatch(/^portfolio-images:[0-9a-f]{32}$/);
  });

  it("refuses what is not a PNG", () => {
    expect(() => pngStamp(readFileSync(join(import.meta.dirname, "image-stamp.ts")))).toThrow("not a PNG file");
  });
});

describe("staleImages", () => {
  it("names the images drawn from other sources, before fingerprints, or missing; an .ico's PNG after its header", () => {
    const dir = mkdtempSync(join(tmpdir(), "images-"));
    writeFileSync(join(dir, "a.png"), stampPng(PIXEL, "portfolio-images:now"));
    writeFileSync(join(dir, "b.png"), stampPng(PIXEL, "portfolio-images:then"));
    writeFileSync(join(dir, "c.png"), PIXEL);
    writeFileSync(join(dir, "d.ico"), Buffer.concat([Buffer.alloc(22), stampPng(PIXEL, "portfolio-images:now")]));
    const files = ["a.png", "b.png", "c.png", "d.ico", "e.png"];
    expect(staleImages(dir, files, "portfolio-images:now")).toEqual(["b.png", "c.png", "e.png"]);
  });
});
