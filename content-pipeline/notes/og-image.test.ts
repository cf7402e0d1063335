import { imageSize } from "image-size";
import { describe, expect, it } from "vitest";

import { previewImage, previewSvg } from "./og-image";

describe("previewImage", () => {
  it("draws a 1200 × 630 PNG, long titles and accents included", async () => {
    const png = await previewImage({ title: "Łódź and Müller: a very long title ".repeat(4), date: "2025-03-14" });
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(imageSize(png)).toMatchObject({ width: 1200, height: 630 });
  });

  it("wraps a word longer than the line inside the image rather than running it off the edge", async () => {
    const svg = await previewSvg({ title: `A ${"Supercalifragilistic".repeat(6)} title`, date: "2025-03-14" }, false);
    const runs = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"/g)].map((match) => ({
      right: Number(match[1]) + Number(match[3]),
      y: Number(match[2]),
    }));
    expect(runs.length).toBeGreaterThan(0);
    // The title's box ends 96 px before the image's right edge (its padding).
    expect(Math.max(...runs.map((run) => run.right))).toBeLessThanOrEqual(1200 - 96);
    expect(new Set(runs.map((run) => run.y)).size).toBeGreaterThan(3);
  });
});
