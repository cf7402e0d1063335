import { cn } from "#app/lib/utils";
import { loanResult } from "#app/words/loan-form";
import { loanUncertainty } from "#app/words/loan-uncertainty";

import { formatPercent, formatProbability } from "../format";
import type { PredictionOutcome } from "./compute-local";
import { agreementText, sourceText } from "./outcome-text";
import { intervalText } from "./uncertainty";

/**
 * The trained logistic regression's answer beside the scorecard's: its verdict at the served cut, its probability,
 * where it was computed, and whether the two models agree.
 */
export function TrainedVerdict({ outcome }: { outcome: PredictionOutcome }) {
  const { trained } = outcome;
  const approved = trained.prediction === "Yes";
  const copy = approved ? loanResult.approved : loanResult.rejected;
  return (
    <div data-testid="trained-verdict" className="flex flex-col gap-3 rounded-xl border border-neutral-200 p-4">
      <h3 className="font-semibold text-neutral-900">{loanResult.trained.title}</h3>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p
          className={cn(
            "rounded-lg px-3 py-1 text-lg font-bold",
            approved ? "bg-success-50 text-success-800" : "bg-danger-50 text-danger-800",
          )}
        >
          {copy.verdict}
        </p>
        <p className="text-sm text-neutral-700">
          {loanResult.trained.probability}:{" "}
          <span className="font-semibold text-neutral-900 tabular-nums" data-testid="trained-probability">
            {formatProbability(trained.probability)}
          </span>
        </p>
        <p className="text-sm text-neutral-600">{loanResult.trained.cut(formatPercent(trained.cut))}</p>
      </div>
      <p className="text-sm text-neutral-700" data-testid="trained-interval">
        {intervalText(trained.interval)}
      </p>
      <p className="text-sm text-neutral-700">{sourceText(trained.source)}</p>
      <p className="text-xs text-neutral-600" data-testid="trained-version">
        {loanUncertainty.version(trained.modelVersion)}
      </p>
      <p className="font-medium text-neutral-900" data-testid="agreement">
        {agreementText(outcome.prediction, trained.prediction)}
      </p>
    </div>
  );
}
