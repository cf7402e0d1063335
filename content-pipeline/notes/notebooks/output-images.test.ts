import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { writeImage } from "./output-images";

const place = { file: join(import.meta.dirname, "figures.ipynb"), cell: "code cell 2" };
const png = readFileSync(
  join(import.meta.dirname, "..", "..", "..", "tests", "fixtures", "content", "notes", "images", "approvals.png"),
);

describe("writeImage", () => {
  it("writes a PNG and gives the file's own size (320 × 200, read with Python)", () => {
    const image = writeImage("image/png", png.toString("base64"), {}, place);
    expect(image).toMatchObject({ width: 320, height: 200 });
    expect(readFileSync(image.path).equals(png)).toBe(true);
    // The same bytes, the same file: a rebuild writes nothing new.
    expect(writeImage("image/png", png.toString("base64"), {}, place).path).toBe(image.path);
  });

  it("takes the size a notebook declares (a retina figure's is half its pixels), keeping the proportions", () => {
    expect(writeImage("image/png", png.toString("base64"), { width: 160, height: 100 }, place)).toMatchObject({
      width: 160,
      height: 100,
    });
    expect(writeImage("image/png", png.toString("base64"), { width: 160 }, place)).toMatchObject({
      width: 160,
      height: 100,
    });
  });

  it("writes an SVG sanitised, sized by its attributes", () => {
    const image = writeImage(
      "image/svg+xml",
      '<svg width="120" height="60" onload="x()"><rect width="120" height="60"/></svg>',
      {},
      place,
    );
    expect(image).toMatchObject({ width: 120, height: 60 });
    expect(readFileSync(image.path, "utf8")).not.toContain("onload");
  });
});

describe("writeImage refuses", () => {
  it("an image over 5 MB, before decoding it, naming the notebook and the cell", () => {
    // 20 MB of base64 (15 MB decoded), as a figure saved at a huge dpi would be.
    const huge = "A".repeat(20_000_000);
    expect(() => writeImage("image/png", huge, {}, place)).toThrow(
      /^content-pipeline\/notes\/notebooks\/figures\.ipynb: code cell 2: its image\/png output is 15 MB, over the 5 MB an image may be/,
    );
  });

  it("an image that is not one, naming the notebook and the cell", () => {
    const corrupt = Buffer.concat([png.subarray(0, 8), Buffer.from("not the rest of a PNG")]).toString("base64");
    expect(() => writeImage("image/png", corrupt, {}, place)).toThrow(
      /^content-pipeline\/notes\/notebooks\/figures\.ipynb: code cell 2: its image\/png output is not an image the build can read/,
    );
  });
});
