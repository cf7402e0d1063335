import { formatNumber } from "#app/lib/format";
import { loanResult } from "#app/words/loan/form";
import type { PredictionResponse } from "#model/api-contract";

/** One rule's share of the score, as the API and the scorecard both report it. */
export type RulePoints = PredictionResponse["contributions"][number];

/**
 * Each rule's points as a bar (the predictor's verdict, and the verdict a note can embed): the track's
 * length is the rule's weight (its maximum), the fill what this application earned. Every bar carries its
 * numbers as text ("Credit history 40 / 40").
 */
export function ContributionChart({ contributions }: { contributions: readonly RulePoints[] }) {
  const heaviest = Math.max(1, ...contributions.map((contribution) => contribution.maxPoints));
  return (
    <ul className="flex flex-col gap-3">
      {contributions.map((contribution) => (
        <li key={contribution.rule}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium text-neutral-800">{loanResult.ruleLabels[contribution.rule]}</span>{" "}
            <span className="tabular-nums text-neutral-700">
              {formatNumber(contribution.points)} / {formatNumber(contribution.maxPoints)}
            </span>
          </div>
          <div
            aria-hidden="true"
            className="mt-1 h-2 overflow-hidden rounded-full bg-neutral-200"
            style={{ width: `${(contribution.maxPoints / heaviest) * 100}%` }}
          >
            <div
              className="loan-bar h-full rounded-full bg-gradient-to-r from-accent-600 to-accent-2-600"
              style={{ width: `${(contribution.points / Math.max(1, contribution.maxPoints)) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
