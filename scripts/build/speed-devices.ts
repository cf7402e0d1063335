/**
 * The byte-saving devices of the build, each of which can be left out to measure what it is worth
 * (`npm run lighthouse:devices`): `WITHOUT_DEVICES=html-rewrite,css-pruning` builds without those two.
 *
 * - html-rewrite: the preloads of the pages React Router hydrates removed and their bootstrap run after the first
 *   paint (scripts/build/defer-hydration.ts). The pages made of islands (the landing page, the demo) have neither.
 * - css-pruning: the pages that run no script keep only the CSS rules their classes can match
 *   (scripts/build/prune-css.ts).
 * - font-subsetting: a page with math gets KaTeX's fonts cut down to its math's characters (scripts/build/math-fonts.ts).
 *
 * Two others went. A one-line stand-in for Vite's module preload helper (0.7 KiB gzip): two runs of
 * `npm run lighthouse:devices` measured no gain from it in TBT or LCP (docs/speed.md). Section deferral, which
 * held back the code of a React Router page's sections until they came near: the pages it served are made of
 * islands now, which load so by design.
 */
export const SPEED_DEVICES = ["html-rewrite", "css-pruning", "font-subsetting"] as const;

export type SpeedDevice = (typeof SPEED_DEVICES)[number];

/** Whether this build keeps `device` (every device is kept unless WITHOUT_DEVICES names it). */
export function keeps(device: SpeedDevice, without = process.env.WITHOUT_DEVICES ?? ""): boolean {
  const named = without
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of named) {
    if (!(SPEED_DEVICES as readonly string[]).includes(name)) {
      throw new Error(`WITHOUT_DEVICES: no device called "${name}" (the devices: ${SPEED_DEVICES.join(", ")})`);
    }
  }
  return !named.includes(device);
}
