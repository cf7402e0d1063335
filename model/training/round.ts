/** Rounds to a fixed number of decimals so the committed JSON is stable. */
export function round(value: number, decimals = 4): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor || 0;
}
