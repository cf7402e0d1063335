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
