/** A share (0–1) as a percentage, e.g. 0.8312 → "83%" (or "83.1%" with one digit). */
export function formatPercent(share: number, digits = 0): string {
  return new Intl.NumberFormat("en-GB", {
    style: "percent",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(share);
}

/** An approval probability for reading: whole percents, but never a flat "0%" or "100%" for a model's estimate. */
export function formatProbability(probability: number): string {
  if (probability < 0.005) return `<${formatPercent(0.01)}`;
  if (probability > 0.995) return `>${formatPercent(0.99)}`;
  return formatPercent(probability);
}
