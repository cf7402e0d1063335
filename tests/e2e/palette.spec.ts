/**
 * A new palette reaches everything: the test build uses another owner's theme (tests/fixtures/content/theme.css,
 * via CONTENT_DIR), and neither its stylesheets, its icon, its manifest nor the images `npm run images` draws
 * from it keep a colour of the template's (Tailwind's palettes, which the template's own theme is made of).
 * Contrast in both themes on that palette is the axe passes of the other specs, which run on the same build.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

import { expect, type Page, test } from "@playwright/test";

const ROOT = join(import.meta.dirname, "../..");
const CLIENT = join(ROOT, process.env.BUILD_DIR ?? "build", "client");

// The fixture's accent and second accent (shade 700), copied by hand from tests/fixtures/content/theme.css.
const FIXTURE_ACCENT = "oklch(51.1% 0.096 192.391)";
const FIXTURE_ACCENT_2 = "oklch(55.3% 0.195 33.402)";
// The colours the template's favicon, preview image and theme colour wrote by hand.
const OLD_HEX = ["#1d4ed8", "#6d28d9", "#c7d2fe", "#bfdbfe", "#f8fafc", "#0f172a", "#334155"];
// Its accents in an image: those hexes and Tailwind 4's blue-700 and violet-700 (from tailwindcss/theme.css).
// Only the strong ones: every pale tint lies within a short distance of white, and of every other pale tint.
const OLD_ACCENTS = ["#1d4ed8", "#6d28d9", "oklch(48.8% 0.243 264.376)", "oklch(49.1% 0.27 292.581)"];

/** oklch(48.8% 0.243 264.376) as the minifier writes it too: oklch(48.8% .243 264.376). */
const spellings = (colour: string) => [colour, colour.replace(/ 0\./g, " .")];

/** Every colour of Tailwind's own palettes, as tailwindcss/theme.css declares them. */
function tailwindPalette(): string[] {
  const css = readFileSync(join(ROOT, "node_modules/tailwindcss/theme.css"), "utf8");
  return [...css.matchAll(/--color-[a-z]+-\d+: (oklch\([^)]*\));/g)].map((match) => match[1]!);
}

/** The built site's text files that can hold a colour: pages (their inlined CSS), stylesheets, the icon, the manifest. */
function builtTextFiles(): string[] {
  return readdirSync(CLIENT, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(html|css|svg|webmanifest)$/.test(name))
    .map((name) => join(CLIENT, name));
}

test.describe("a new palette (the fixture theme)", () => {
  test("the built pages, stylesheets, icon and manifest carry it, and none of Tailwind's palettes", () => {
    const files = builtTextFiles();
    expect(files.map((file) => relative(CLIENT, file))).toEqual(
      expect.arrayContaining(["index.html", "favicon.svg", "site.webmanifest"]),
    );
    const forbidden = [...tailwindPalette(), ...OLD_HEX].flatMap(spellings);
    const found = files.flatMap((file) => {
      const text = readFileSync(file, "utf8").toLowerCase();
      return forbidden
        .filter((colour) => text.includes(colour))
        .map((colour) => `${relative(CLIENT, file)}: ${colour}`);
    });
    expect(found).toEqual([]);

    const home = readFileSync(join(CLIENT, "index.html"), "utf8");
    expect(spellings(FIXTURE_ACCENT).some((colour) => home.includes(colour))).toBe(true);
    expect(home).toContain(`<meta name="theme-color" content="${FIXTURE_ACCENT}"/>`);
    expect(JSON.parse(readFileSync(join(CLIENT, "site.webmanifest"), "utf8")).theme_color).toBe(FIXTURE_ACCENT);
    const favicon = readFileSync(join(CLIENT, "favicon.svg"), "utf8");
    expect(favicon).toContain(`stop-color="${FIXTURE_ACCENT}"`);
    expect(favicon).toContain(`stop-color="${FIXTURE_ACCENT_2}"`);
  });

  test.describe("npm run images, on the fixture content", () => {
    // One worker, so the images are drawn once.
    test.describe.configure({ mode: "serial", timeout: 180_000 });
    let dir: string;

    test.beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), "images-"));
      execFileSync(process.execPath, ["--import", "tsx", "scripts/site/make-images.ts"], {
        cwd: ROOT,
        env: { ...process.env, CONTENT_DIR: "tests/fixtures/content", IMAGES_DIR: dir },
        stdio: "pipe",
        timeout: 100_000,
      });
    });

    test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

    for (const image of ["og-image.png", "icon-512.png", "icon-192.png", "apple-touch-icon.png"]) {
      test(`${image} shows the new accents and no pixel of the old ones`, async ({ page }) => {
        const [accent, accent2, ...old] = await Promise.all(
          [FIXTURE_ACCENT, FIXTURE_ACCENT_2, ...OLD_ACCENTS].map((colour) => rgbOf(page, colour)),
        );
        const pixels = await pixelsOf(page, readFileSync(join(dir, image)));
        // Near: within 40 of 441 (RGB distance), which the icon's gradient reaches only in its rounded corners.
        const count = (colour: Rgb) =>
          pixels.filter((pixel) => Math.hypot(...pixel.map((channel, i) => channel - colour[i]!)) < 40).length;
        expect(count(accent!)).toBeGreaterThan(20);
        expect(count(accent2!)).toBeGreaterThan(image === "og-image.png" ? 0 : 20);
        expect(old.map(count)).toEqual(old.map(() => 0));
      });
    }
  });
});

type Rgb = [number, number, number];

/** A CSS colour as the browser paints it in sRGB. */
function rgbOf(page: Page, colour: string): Promise<Rgb> {
  return page.evaluate((colour) => {
    const context = document.createElement("canvas").getContext("2d")!;
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  }, colour);
}

/** The opaque pixels of a PNG, decoded by the browser. */
async function pixelsOf(page: Page, png: Buffer): Promise<Rgb[]> {
  const data = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    return [...context.getImageData(0, 0, image.width, image.height).data];
  }, png.toString("base64"));
  const pixels: Rgb[] = [];
  for (let i = 0; i < data.length; i += 4) if (data[i + 3] === 255) pixels.push([data[i]!, data[i + 1]!, data[i + 2]!]);
  return pixels;
}
