/**
 * The square plot both charts share (ROC and reliability: rates from 0 to 1 on both axes), in SVG user units.
 * The SVG scales to its container through its viewBox.
 */
export const PLOT = { size: 320, left: 48, right: 12, top: 12, bottom: 44 } as const;

const width = PLOT.size - PLOT.left - PLOT.right;
const height = PLOT.size - PLOT.top - PLOT.bottom;

/** A rate (0–1) on the x axis, in user units. */
export function x(rate: number): number {
  return PLOT.left + rate * width;
}

/** A rate (0–1) on the y axis, in user units (0 at the bottom). */
export function y(rate: number): number {
  return PLOT.top + (1 - rate) * height;
}

/** An SVG path through the points, in order. */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points.map((point, i) => `${i === 0 ? "M" : "L"}${x(point.x).toFixed(1)} ${y(point.y).toFixed(1)}`).join(" ");
}

/** Gridlines and tick labels: every quarter of the axis. */
export const TICKS = [0, 0.25, 0.5, 0.75, 1];

/**
 * How each model is drawn: a colour and a dash pattern, so the two curves differ without colour too.
 * Tailwind classes, so the palette stays the page's.
 */
export const MODEL_STYLE = {
  scorecard: { stroke: "stroke-accent-700", fill: "fill-accent-700", swatch: "bg-accent-700", dash: undefined },
  trained: { stroke: "stroke-accent-2-700", fill: "fill-accent-2-700", swatch: "bg-accent-2-700", dash: "6 4" },
} as const;
