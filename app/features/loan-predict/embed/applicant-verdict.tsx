import { useId, useState } from "react";

import { Input, Label } from "#app/components/ui/input";
import { loanEmbed } from "#app/words/loan/embed";
import { loanForm, loanResult } from "#app/words/loan/form";
import { EXAMPLE_APPLICATION } from "#model/example-application";
import type { LoanApplication } from "#model/schema";
import { scorecardVerdict } from "#model/scorecard/predict";

import { ContributionChart } from "../contribution-chart";
import { CreditHistorySelect } from "../credit-history-select";
import { disagreementText } from "../disagreement";
import { formatProbability } from "../format";
import { PredictionStyles } from "../prediction-styles";

/**
 * One applicant's verdict from the served scorecard, live: the reader changes the monthly income or the
 * credit history and the verdict follows, computed here by model/scorecard/predict.ts (the API's own code). Written
 * for notes (an MDX note writes `<ApplicantVerdict />`, or gives some fields: `application={{ Income: 2500 }}`);
 * the rest of the applicant is the API documentation's example.
 */
export function ApplicantVerdict({ application = {} }: { application?: Partial<LoanApplication> }) {
  const start = { ...EXAMPLE_APPLICATION, ...application };
  const [income, setIncome] = useState(start.Income);
  const [creditHistory, setCreditHistory] = useState(start.Credit_History);
  const id = useId();
  const result = scorecardVerdict({ ...start, Income: income, Credit_History: creditHistory });
  const max = result.contributions.reduce((sum, rule) => sum + rule.maxPoints, 0);
  const approved = result.prediction === "Yes";
  const verdict = approved ? loanResult.approved.verdict : loanResult.rejected.verdict;
  const disagreement = disagreementText(result);

  return (
    <figure className="not-prose my-8 rounded-2xl border border-neutral-200 bg-neutral-50 p-5 sm:p-6">
      <PredictionStyles />
      <figcaption className="text-sm font-semibold text-accent-2-800">{loanEmbed.caption}</figcaption>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-income`}>{loanForm.labels.Income}</Label>
          <Input
            id={`${id}-income`}
            type="number"
            inputMode="numeric"
            min={0}
            step={100}
            value={income}
            onChange={(event) => setIncome(Math.max(0, Math.round(Number(event.target.value) || 0)))}
          />
        </div>
        <CreditHistorySelect id={`${id}-credit`} value={creditHistory} onChange={setCreditHistory} />
      </div>
      <p role="status" className={`mt-5 text-lg font-semibold ${approved ? "text-success-800" : "text-danger-800"}`}>
        {loanEmbed.verdict(verdict, result.score, max, formatProbability(result.probability))}
      </p>
      {disagreement && (
        <p className="mt-1 text-sm font-medium text-neutral-900" data-testid="probability-disagrees">
          {disagreement}
        </p>
      )}
      <div className="mt-4">
        <ContributionChart contributions={result.contributions} />
      </div>
      <p className="mt-4 text-sm text-neutral-700">{loanEmbed.hint}</p>
    </figure>
  );
}
