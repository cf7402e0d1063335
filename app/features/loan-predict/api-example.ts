import { predictionFor } from "#model/predict";
import type { LoanApplication } from "#model/schema";

/** A curl command that sends `application` to `url`, exactly as it can be pasted into a shell. */
export function curlCommand(url: string, application: LoanApplication): string {
  return [
    `curl -X POST ${url} \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '${JSON.stringify(application)}'`,
  ].join("\n");
}

/**
 * What POST /api/predict answers for `application`, computed by the model itself (never typed in),
 * pretty-printed with one line per rule.
 */
export function sampleResponse(application: LoanApplication): string {
  return JSON.stringify(predictionFor(application), null, 2).replace(
    /\{\n\s+("rule"[^{}]*?)\n\s+\}/g,
    (_match, inner: string) => `{ ${inner.replace(/\n\s+/g, " ")} }`,
  );
}
