import { bootstrapRefits } from "#model/card/bootstrap-refits";
import type { LoanApplication } from "#model/schema";
import { predictionFor } from "#model/scorecard/predict";
import { trainedPredictionFor } from "#model/trained/predict";

import type { SnippetModel } from "./api-snippets";

const ANSWERS = {
  scorecard: (application: LoanApplication) => predictionFor(application, bootstrapRefits),
  trained: (application: LoanApplication) => trainedPredictionFor(application, bootstrapRefits),
} as const;

/**
 * What `model`'s endpoint answers for `application`, computed by the model itself (never typed in),
 * pretty-printed with each contribution on one line.
 */
export function sampleResponse(model: SnippetModel, application: LoanApplication): string {
  return JSON.stringify(ANSWERS[model](application), null, 2).replace(
    /\{\n\s+("(?:rule|field)"[^{}]*?)\n\s+\}/g,
    (_match, inner: string) => `{ ${inner.replace(/\n\s+/g, " ")} }`,
  );
}
