import { loanUncertainty } from "#app/words/loan-uncertainty";
import type { PredictionResponse } from "#model/api-contract";

import { formatInteger, formatProbability } from "../format";

type Interval = PredictionResponse["interval"];
type DataWarning = PredictionResponse["warnings"][number];

/** A probability's bootstrap interval, in words: where it would likely lie had the model learnt from another sample. */
export function intervalText(interval: Interval): string {
  return loanUncertainty.interval(formatProbability(interval.low), formatProbability(interval.high));
}

/** One caveat in the page's words, its amounts written for the site's locale. */
export function caveatText(warning: DataWarning): string {
  const amount = loanUncertainty.caveatAmount[warning.field](formatInteger(warning.value));
  return loanUncertainty.caveat[warning.kind](amount, formatInteger(warning.limit));
}

/** The application's amounts the data has never seen, or has seen rarely: shown above both verdicts' details. */
export function DataCaveats({ warnings }: { warnings: readonly DataWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <div data-testid="data-caveats" className="rounded-xl border border-warning-400 bg-warning-50 p-4 text-warning-950">
      <h3 className="mb-1 font-semibold">{loanUncertainty.caveatsTitle}</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {warnings.map((warning) => (
          <li key={`${warning.field}-${warning.kind}`}>{caveatText(warning)}</li>
        ))}
      </ul>
    </div>
  );
}
