import { servingCard } from "#model/card/serving-card";
import { scorecardRecourse, trainedRecourse } from "#model/recourse/recourse";
import type { LoanApplication } from "#model/schema";

import type { OutcomeRecourse } from "./compute-local";

/** Recourse against each model the page shows: the hand-written scorecard, and the served regression at its cut. */
export function recourseFor(application: LoanApplication): OutcomeRecourse {
  const { parameters, cut } = servingCard.served;
  return { scorecard: scorecardRecourse(application), trained: trainedRecourse(application, parameters, cut) };
}
