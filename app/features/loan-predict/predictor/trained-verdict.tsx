import { cn } from "#app/lib/utils";
import { loanResult } from "#app/words/loan/form";
import { loanUncertainty } from "#app/words/loan/uncertainty";

import { formatPercent, formatProbability } from "../format";
import type { PredictionOutcome } from "./compute-local";
import { agreementText, sourceText } from "./outcome-text";
import { coverageText, intervalText } from "./uncertainty";

/** The trained model's verdict in words and colour: approved, rejected, or none outside the data. */
function verdictOf(prediction: PredictionOutcome["trained"]["prediction"]): { text: string; className: string } {
  if (prediction === null) return { text: loanResult.trained.abstained, className: "bg-warning-50 text-warning-950" };
  return prediction === "Yes"
    ? { text: loanResult.approved.verdict, className: "bg-success-50 text-success-800" }
    : { text: loanResult.rejected.verdict, className: "bg-danger-50 text-danger-800" };
}

/**
 * The trained logistic regression's answer beside the scorecard's: its verdict at the served cut (or none, outside
 * the data, with why: the warnings above say it), its probability, where it was computed, and whether the two agree.
 */
export function TrainedVerdict({ outcome }: { outcome: PredictionOutcome }) {
  const { trained } = outcome;
  const verdict = verdictOf(trained.prediction);
  return (
    <div data-testid="trained-verdict" className="flex flex-col gap-3 rounded-xl border border-neutral-200 p-4">
      <h3 className="font-semibold text-neutral-900">{loanResult.trained.title}</h3>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className={cn("rounded-lg px-3 py-1 text-lg font-bold", verdict.className)} data-testid="trained-prediction">
          {verdict.text}
        </p>
        <p className="text-sm text-neutral-700">
          {loanResult.trained.probability}:{" "}
          <span className="font-semibold text-neutral-900 tabular-nums" data-testid="trained-probability">
            {formatProbability(trained.probability)}
          </span>
        </p>
        <p className="text-sm text-neutral-600">{loanResult.trained.cut(formatPercent(trained.cut))}</p>
      </div>
      {trained.prediction === null && (
        <p className="text-sm text-neutral-800" data-testid="trained-abstained">
          {loanResult.trained.abstainedNote}
        </p>
      )}
      <p className="text-sm text-neutral-700" data-testid="trained-interval">
        {intervalText(trained.interval)} {coverageText(outcome.figures.coverage, "trained")}
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
