/**
 * The square plot of the evaluation charts (the loan demo's ROC and reliability, a model page's ROC, precision–recall,
 * reliability and residuals), in SVG user units, with each axis running from 0 to 1 (a rate, or a figure scaled to
 * its range). The SVG scales to its container through its viewBox.
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
