/**
 * Each note's link-preview image (Open Graph, 1200 × 630 PNG), drawn at build time without a browser:
 * satori lays out the title, date and owner's name as SVG with the Inter font (@fontsource/inter, Latin and
 * Latin Extended), and resvg (WebAssembly, so no per-platform binary) paints it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { initWasm, Resvg } from "@resvg/resvg-wasm";
import satori from "satori";

import { profile } from "#app/content/profile";
import { site } from "#app/content/site";
import type { NoteEntry } from "#app/features/notes/note-entry";
import { formatDate } from "#app/lib/format";
import { themeColour } from "#app/lib/theme/theme-colours";

const require = createRequire(import.meta.url);
const font = (file: string) => readFileSync(require.resolve(`@fontsource/inter/files/${file}`));

let ready: Promise<void> | undefined;
function init() {
  ready ??= initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
  return ready;
}

// Each subset under its own name: satori looks a glyph up in the families the style lists, in order.
const SUBSETS = { Inter: "latin", "Inter Ext": "latin-ext" } as const;
const fonts = () =>
  Object.entries(SUBSETS).flatMap(([name, subset]) =>
    ([400, 700] as const).map((weight) => ({
      name,
      weight,
      style: "normal" as const,
      data: font(`inter-${subset}-${weight}-normal.woff`),
    })),
  );

const WIDTH = 1200;
const HEIGHT = 630;

type Box = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const box = (style: Record<string, unknown>, children: unknown): Box => ({ type: "div", props: { style, children } });

/** The image's layout: the theme's colours (satori reads oklch()), the title large, the date and the owner below. */
function layout(note: Pick<NoteEntry, "title" | "date">): Box {
  return box(
    {
      // Satori sizes the content box: padding comes on top of these.
      width: WIDTH - 2 * 96,
      height: HEIGHT - 2 * 80,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      paddingTop: 80,
      paddingBottom: 80,
      paddingLeft: 96,
      paddingRight: 96,
      background: `linear-gradient(135deg, ${themeColour("accent-50")} 0%, ${themeColour("accent-2-50")} 100%)`,
      color: themeColour("neutral-900"),
      fontFamily: Object.keys(SUBSETS)
        .map((name) => `"${name}"`)
        .join(", "),
    },
    [
      box({ display: "flex", fontSize: 30, fontWeight: 700, color: themeColour("accent-700") }, new URL(site.url).host),
      box(
        {
          display: "block",
          width: WIDTH - 2 * 96,
          lineClamp: 4,
          // A word longer than the line (a URL, a German compound) is cut to fit, as the page's title wraps it
          // (overflow-wrap: anywhere): it ran off the image, cut mid-word.
          wordBreak: "break-word",
          fontSize: note.title.length > 60 ? 56 : 72,
          fontWeight: 700,
          lineHeight: 1.1,
          letterSpacing: -1,
        },
        note.title,
      ),
      box(
        { display: "flex", fontSize: 32, color: themeColour("neutral-700") },
        `${profile.name} · ${formatDate(note.date)}`,
      ),
    ],
  );
}

/** The image as satori lays it out, in SVG; `embedFont: false` leaves the text as <text> elements, for tests. */
export function previewSvg(note: Pick<NoteEntry, "title" | "date">, embedFont = true): Promise<string> {
  return satori(layout(note) as Parameters<typeof satori>[0], {
    width: WIDTH,
    height: HEIGHT,
    fonts: fonts(),
    embedFont,
  });
}

export async function previewImage(note: Pick<NoteEntry, "title" | "date">): Promise<Buffer> {
  await init();
  const svg = await previewSvg(note);
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: WIDTH } }).render().asPng());
}
