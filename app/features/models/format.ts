/**
 * The model pages' figures in the site's language (app/lib/format.ts), rounded by model/round-figure.ts as the
 * loan demo's are, so that a figure reads the same wherever it is shown.
 */
import { formatNumber } from "#app/lib/format";
import { roundFigure } from "#model/round-figure";

/** A share (0–1) as a percentage: 0.8312 → "83.1%" (one decimal by default). */
export function formatShare(share: number, digits = 1): string {
  const rounded = roundFigure(share, digits + 2);
  return formatNumber(rounded, { style: "percent", minimumFractionDigits: 0, maximumFractionDigits: digits });
}

/**
 * A model's figure or value, whatever its scale (an AUC of 0.794, an error of 52.3, a range of 3.26 to 6.09): three
 * significant digits (or `digits`), and never fewer digits than the whole number has.
 */
export function formatValue(value: number, digits = 3): string {
  if (!Number.isFinite(value)) return formatNumber(value);
  return formatNumber(value, {
    maximumSignificantDigits: digits,
    roundingPriority: "morePrecision",
    maximumFractionDigits: 0,
  });
}

/** A size in bytes, in the unit that reads best: 1349 → "1.3 kB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return formatNumber(bytes, { style: "unit", unit: "byte", unitDisplay: "short" });
  const [unit, size] = bytes < 1e6 ? (["kilobyte", bytes / 1e3] as const) : (["megabyte", bytes / 1e6] as const);
  return formatNumber(size, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 1 });
}
