import { formatList } from "#app/lib/format";
import { loanForm } from "#app/words/loan/form";
import { loanUncertainty } from "#app/words/loan/uncertainty";
import type { PredictionResponse } from "#model/api-contract";
import type { CoverageRange, CoverageSummary } from "#model/card/interval-coverage";
import type { LoanApplication } from "#model/schema";

import { formatDecimal, formatInteger, formatPercent, formatProbability } from "../format";

type Interval = PredictionResponse["interval"];
type DataWarning = PredictionResponse["warnings"][number];

/** A probability's bootstrap interval, in words: where it would likely lie had the model learnt from another sample. */
export function intervalText(interval: Interval): string {
  return loanUncertainty.interval(formatProbability(interval.low), formatProbability(interval.high));
}

function rangeText({ low, high }: CoverageRange): string {
  return loanUncertainty.coverage.range(formatPercent(low), formatPercent(high));
}

/** What an interval covers, from the simulation: for the trained model, by credit history; for the scorecard, overall. */
export function coverageText(coverage: CoverageSummary, model: "scorecard" | "trained"): string {
  const simulations = formatInteger(coverage.simulations);
  if (model === "scorecard") return loanUncertainty.coverage.scorecard(rangeText(coverage.scorecard), simulations);
  const { goodCredit, poorCredit } = coverage.trained;
  return loanUncertainty.coverage.trained(rangeText(goodCredit), rangeText(poorCredit), simulations);
}

/** A field's value as the form shows it: its choice, or credit history's "1 = Good". */
function shownValue(application: LoanApplication, field: keyof LoanApplication): string {
  if (field === "Credit_History") {
    return loanForm.creditHistoryOptions.find((option) => option.value === application.Credit_History)?.label ?? "";
  }
  return String(application[field]);
}

/** One warning in the page's words, its figures written for the site's locale. */
export function caveatText(warning: DataWarning, application: LoanApplication): string {
  if (warning.kind === "leverage") {
    const beyond = warning.beyond.map(({ field, value, side, limit }) =>
      loanUncertainty.beyond[side](loanUncertainty.caveatAmount[field](formatInteger(value)), formatInteger(limit)),
    );
    const leverage = loanUncertainty.caveat.leverage(formatDecimal(warning.value, 3), formatDecimal(warning.limit, 3));
    return [leverage, ...beyond].join(" ");
  }
  const values = warning.fields.map((field) =>
    loanUncertainty.combinationValue(loanForm.labels[field], shownValue(application, field)),
  );
  return loanUncertainty.caveat[warning.kind](formatList(values, "conjunction"));
}

/** Where the application lies outside what the data supports: shown above both verdicts' details. */
export function DataCaveats({
  warnings,
  application,
}: {
  warnings: readonly DataWarning[];
  application: LoanApplication;
}) {
  if (warnings.length === 0) return null;
  return (
    <div data-testid="data-caveats" className="rounded-xl border border-warning-400 bg-warning-50 p-4 text-warning-950">
      <h3 className="mb-1 font-semibold">{loanUncertainty.caveatsTitle}</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {warnings.map((warning) => (
          <li key={warning.kind}>{caveatText(warning, application)}</li>
        ))}
      </ul>
    </div>
  );
}
