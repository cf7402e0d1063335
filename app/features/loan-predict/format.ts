/**
 * The demo's figures in the site's language (app/lib/format.ts). Each is rounded first by model/round-figure.ts,
 * half away from zero on the number as written (0.285 → "29%", where 0.285 * 100 is 28.4999…), the function
 * docs/models.md's tables are rounded with, so the page and the docs agree to the last digit.
 */
import { formatNumber } from "#app/lib/format";
import { roundFigure } from "#model/round-figure";

/** A share (0–1) as a percentage, e.g. 0.8312 → "83%" (or "83.1%" with one digit). */
export function formatPercent(share: number, digits = 0): string {
  const rounded = roundFigure(share, digits + 2);
  return formatNumber(rounded, { style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** An approval probability for reading: whole percents, but never a flat "0%" or "100%" for a model's estimate. */
export function formatProbability(probability: number): string {
  if (probability < 0.005) return `<${formatPercent(0.01)}`;
  if (probability > 0.995) return `>${formatPercent(0.99)}`;
  return formatPercent(probability);
}

/** A whole number with the language's thousands separators: 12345 → "12,345" in en-GB. */
export function formatInteger(value: number): string {
  return formatNumber(Math.round(value), { maximumFractionDigits: 0 });
}

/** A figure that is not a share (an AUC, a Brier score, a ratio) to `digits` decimals: 0.7585 → "0.759". */
export function formatDecimal(value: number, digits = 3): string {
  return formatNumber(roundFigure(value, digits), { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Whether a figure shows as zero at `digits` decimals, whatever the language writes zero as. */
export function roundsToZero(value: number, digits: number): boolean {
  return Math.abs(value) < 0.5 * 10 ** -digits;
}
