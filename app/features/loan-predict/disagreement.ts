import { loanResult } from "#app/words/loan/form";
import type { Prediction } from "#model/fields";
import { APPROVAL_THRESHOLD } from "#model/scorecard/scorecard";

import { formatProbability } from "./format";

/**
 * When the scorecard's calibrated probability says the opposite of its verdict (approved from 50 points, where the
 * lender approved fewer than half of such applicants), that, in plain words; otherwise nothing.
 */
export function disagreementText(result: { prediction: Prediction; probability: number }): string | null {
  const approved = result.prediction === "Yes";
  if (approved === result.probability >= 0.5) return null;
  const copy = approved ? loanResult.probabilityDisagrees.approved : loanResult.probabilityDisagrees.rejected;
  return copy(APPROVAL_THRESHOLD, formatProbability(result.probability));
}
