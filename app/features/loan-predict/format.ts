/**
 * A share (0–1) as a percentage, e.g. 0.8312 → "83%" (or "83.1%" with one digit), rounded half away
 * from zero on the number as written, exactly as `Intl.NumberFormat("en-GB", { style: "percent" })`
 * does. Not Intl itself: Chrome loads its number-format data on first use, which measured about 10 ms
 * in the middle of hydrating this page (and each new formatter a few more), for strings this simple.
 */
export function formatPercent(share: number, digits = 0): string {
  // Shift the decimal point in the number's shortest decimal form ("0.7535" → "753.5"), not by
  // multiplying: 0.7535 * 1000 is 753.4999…, which would round down.
  const [mantissa, exponent = "0"] = String(share).split("e");
  const scaled = Math.round(Number(`${mantissa}e${Number(exponent) + digits + 2}`));
  return `${(scaled / 10 ** digits).toFixed(digits)}%`;
}

/** An approval probability for reading: whole percents, but never a flat "0%" or "100%" for a model's estimate. */
export function formatProbability(probability: number): string {
  if (probability < 0.005) return `<${formatPercent(0.01)}`;
  if (probability > 0.995) return `>${formatPercent(0.99)}`;
  return formatPercent(probability);
}

/** A whole number with thousands separators, as en-GB writes it: 12345 → "12,345" (without Intl, see above). */
export function formatInteger(value: number): string {
  const sign = value < 0 ? "-" : "";
  return sign + String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * A figure that is not a share (an AUC, a Brier score, a ratio) to `digits` decimals, rounded half away from zero
 * on the number as written, as formatPercent does: 0.7585 → "0.759" (toFixed gives "0.758").
 */
export function formatDecimal(value: number, digits = 3): string {
  const [mantissa, exponent = "0"] = String(value).split("e");
  const scaled = Math.round(Number(`${mantissa}e${Number(exponent) + digits}`));
  return (scaled / 10 ** digits).toFixed(digits);
}
