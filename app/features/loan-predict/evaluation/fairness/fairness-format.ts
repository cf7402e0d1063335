import { crossValidationSection } from "#app/words/loan/evaluation";
import type { Difference, Share } from "#model/card/figures";

import { formatDecimal, formatPercent, roundsToZero } from "../../format";

/** A signed number of percentage points to one decimal, with a true minus sign: 0.0236 → "+2.4", −0.067 → "−6.7". */
export function formatPoints(share: number): string {
  const points = formatDecimal(Math.abs(share) * 100, 1);
  if (roundsToZero(share * 100, 1)) return points;
  return `${share < 0 ? "−" : "+"}${points}`;
}

/** A share and its interval as the fairness tables write them: "69.3%" and "65.1–73.3%". */
export function formatShare(share: Share): { value: string; interval: string } {
  return {
    value: formatPercent(share.rate, 1),
    interval: `${formatPercent(share.low, 1)}–${formatPercent(share.high, 1)}`,
  };
}

/** A gap and its interval: "+2.4" and "−6.7 to +12.3" (percentage points). */
export function formatGap(gap: Difference): { value: string; interval: string } {
  return {
    value: formatPoints(gap.difference),
    interval: crossValidationSection.interval(formatPoints(gap.low), formatPoints(gap.high)),
  };
}

/** Whether a gap's interval leaves out 0: the data can tell it apart from no gap. */
export function isClearGap(gap: Difference): boolean {
  return gap.low > 0 || gap.high < 0;
}
