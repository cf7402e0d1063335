/**
 * A figure rounded to `decimals` decimals as it is written, half away from zero: 0.6835 gives 0.684, where
 * `toFixed` would round its binary value, a hair below 0.6835, down to 0.683. The page (before Intl writes it in the
 * site's language) and docs/models.md (scripts/model/models-doc.ts) both round through here, so they never disagree in
 * the last digit.
 */
export function roundFigure(value: number, decimals: number): number {
  // Past 2^53 a double holds no fraction to round.
  if (!Number.isFinite(value) || Math.abs(value) >= 2 ** 53) return value;
  // The shortest decimal that reads back as `value` ("0.6835", or "1e-7"), shifted by its exponent in decimal, so
  // no binary multiplication moves a half-way figure off its half.
  const [mantissa = "0", exponent = "0"] = String(Math.abs(value)).split("e");
  const rounded = Math.round(Number(`${mantissa}e${Number(exponent) + decimals}`));
  return (value < 0 ? -1 : 1) * Number(`${rounded}e${-decimals}`) || 0;
}
