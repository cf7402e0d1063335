import { imageSize } from "image-size";
import { describe, expect, it } from "vitest";

import { previewImage } from "./og-image";

describe("previewImage", () => {
  it("draws a 1200 × 630 PNG, long titles and accents included", async () => {
    const png = await previewImage({ title: "Łódź and Müller: a very long title ".repeat(4), date: "2025-03-14" });
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(imageSize(png)).toMatchObject({ width: 1200, height: 630 });
  });
});
