import { CircleCheck } from "#app/components/ui/icons";
import { cn } from "#app/lib/utils";
import { loanResult } from "#app/words/loan/form";
import { loanUncertainty } from "#app/words/loan/uncertainty";
import { APPROVAL_THRESHOLD } from "#model/scorecard/scorecard";

import { ContributionChart } from "../contribution-chart";
import { disagreementText } from "../disagreement";
import { formatPercent, formatProbability } from "../format";
import { CircleX, Cloud, Laptop } from "../loan-icons";
import type { PredictionOutcome } from "./compute-local";
import { costliestRules, maxScore } from "./explain";
import { sourceText } from "./outcome-text";
import { RecourseList } from "./recourse-list";
import { TrainedVerdict } from "./trained-verdict";
import { coverageText, DataCaveats, intervalText } from "./uncertainty";

/** Which verdict the page leads with, and why: the scorecard's, by the demo's rules, and how the two compare. */
export function leadText({ accuracy }: PredictionOutcome["figures"]): string {
  return loanResult.lead(
    formatPercent(accuracy.scorecard, 1),
    formatPercent(accuracy.trained, 1),
    accuracy.trained > accuracy.scorecard,
  );
}

/**
 * Which verdict leads and why, then the scorecard's verdict card (the page's first answer) with, where its
 * probability says otherwise, the words that say so; its score, probability and interval, where it was computed; then the trained
 * model's answer beside it, the explanation, and for a rejection what would turn it.
 */
export function VerdictDetails({ result }: { result: PredictionOutcome }) {
  const approved = result.prediction === "Yes";
  const copy = approved ? loanResult.approved : loanResult.rejected;
  const Icon = approved ? CircleCheck : CircleX;
  const outOf = maxScore(result.contributions);
  const reasons = approved ? [] : costliestRules(result.contributions);
  const SourceIcon = result.source.kind === "api" ? Cloud : Laptop;
  const disagreement = disagreementText(result);

  return (
    <div className="loan-result-enter flex flex-col gap-5">
      <p className="text-sm text-neutral-700" data-testid="verdict-lead">
        {leadText(result.figures)}
      </p>
      <div
        data-testid="verdict"
        className={cn(
          "flex items-center gap-4 rounded-xl border p-5",
          approved
            ? "border-success-200 bg-success-50 text-success-800"
            : "border-danger-200 bg-danger-50 text-danger-800",
        )}
      >
        <Icon aria-hidden="true" className="size-10 shrink-0" />
        <div>
          <h3 className="text-2xl font-bold">{copy.verdict}</h3>
          <p className="font-medium">{copy.summary}</p>
          {disagreement && (
            <p className="mt-2 text-sm font-medium text-neutral-900" data-testid="probability-disagrees">
              {disagreement}
            </p>
          )}
        </div>
      </div>

      <div className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-neutral-50 p-4">
          <p className="text-base font-semibold whitespace-nowrap text-neutral-900 tabular-nums sm:text-lg">
            {loanResult.score(result.score, outOf)}
          </p>
          <p className="text-sm text-neutral-600">{loanResult.threshold(APPROVAL_THRESHOLD)}</p>
        </div>
        <div className="rounded-xl bg-neutral-50 p-4">
          <p className="text-sm text-neutral-600">{loanResult.probability}</p>
          <p
            className="text-base font-semibold whitespace-nowrap text-neutral-900 tabular-nums sm:text-lg"
            data-testid="probability"
          >
            {formatProbability(result.probability)}
          </p>
        </div>
      </div>
      <p className="text-sm text-neutral-700" data-testid="probability-interval">
        {intervalText(result.interval)} {coverageText(result.figures.coverage, "scorecard")}
      </p>

      <DataCaveats warnings={result.warnings} application={result.application} />

      <div aria-hidden="true" className="relative h-3 rounded-full bg-neutral-200">
        <div
          className="loan-bar h-full rounded-full bg-gradient-to-r from-accent-600 to-accent-2-600"
          style={{ width: `${(result.score / Math.max(1, outOf)) * 100}%` }}
        />
        <div
          className="absolute -top-1 h-5 w-0.5 bg-neutral-800"
          style={{ left: `${(APPROVAL_THRESHOLD / Math.max(1, outOf)) * 100}%` }}
        />
      </div>

      <p className="flex items-center gap-2 text-sm text-neutral-700">
        <SourceIcon aria-hidden="true" className="size-4 text-accent-2-700" />
        {sourceText(result.source)}
      </p>
      <p className="text-xs text-neutral-600" data-testid="scorecard-version">
        {loanUncertainty.version(result.modelVersion)}
      </p>

      <TrainedVerdict outcome={result} />

      <div>
        <h3 className="mb-3 font-semibold text-neutral-900">{loanResult.explanation}</h3>
        <ContributionChart contributions={result.contributions} />
      </div>

      {reasons.length > 0 && (
        <div>
          <h3 className="mb-2 font-semibold text-neutral-900">{loanResult.reasons}</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-neutral-800">
            {reasons.map((reason) => (
              <li key={reason.rule}>
                {loanResult.reasonLine(loanResult.ruleLabels[reason.rule], reason.points, reason.maxPoints)}
              </li>
            ))}
          </ul>
        </div>
      )}

      <RecourseList outcome={result} />
    </div>
  );
}
