import { loanRecourse } from "#app/words/loan/demo";
import { loanResult } from "#app/words/loan/form";
import type { Prediction } from "#model/fields";
import type { RecourseChange, RecourseOption } from "#model/recourse/recourse";

import { formatInteger } from "../format";
import type { AnswerSource } from "./compute-local";

/** Where an answer was computed, in the page's words: the API and its time, or the browser and why. */
export function sourceText(source: AnswerSource): string {
  if (source.kind === "api") return loanResult.sourceApi(source.elapsedMs);
  return source.reason === "rate-limited" ? loanResult.sourceRateLimited : loanResult.sourceBrowser;
}

/** Whether the scorecard and the trained model reach the same verdict, or the trained model gives none, as one sentence. */
export function agreementText(scorecard: Prediction, trained: Prediction | null): string {
  const copy = loanResult.agreement;
  if (trained === null) return copy.trainedAbstains;
  if (scorecard === trained) return scorecard === "Yes" ? copy.bothApprove : copy.bothReject;
  return scorecard === "Yes" ? copy.onlyScorecard : copy.onlyTrained;
}

function changeText(change: RecourseChange): string {
  if (change.field === "Credit_History") return loanRecourse.creditHistory;
  if (change.field === "LoanAmount") return loanRecourse.loanAmount(formatInteger(change.to));
  return loanRecourse.income(formatInteger(change.to));
}

/** One recourse option as a phrase: "a good credit history and a loan of at most 180 (thousand)". */
export function optionText(option: RecourseOption): string {
  return option.map(changeText).join(loanRecourse.and);
}
