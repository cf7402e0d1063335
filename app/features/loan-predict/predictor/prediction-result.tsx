import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { loanResult } from "#app/words/loan/form";

import { disagreementText } from "../disagreement";
import { formatProbability } from "../format";
import { ClipboardList } from "../loan-icons";
import type { PredictionOutcome } from "./compute-local";
import { maxScore } from "./explain";
import { agreementText } from "./outcome-text";
import { caveatText, intervalText } from "./uncertainty";
import { VerdictDetails } from "./verdict-details";

function announcement(result: PredictionOutcome): string {
  const copy = result.prediction === "Yes" ? loanResult.approved : loanResult.rejected;
  const score = loanResult.score(result.score, maxScore(result.contributions));
  const disagreement = disagreementText(result) ?? "";
  const { prediction } = result.trained;
  const trainedVerdict =
    prediction === null
      ? loanResult.trained.abstained
      : (prediction === "Yes" ? loanResult.approved : loanResult.rejected).verdict;
  const trained = loanResult.trained.announcement(trainedVerdict, formatProbability(result.trained.probability));
  const agreement = agreementText(result.prediction, prediction);
  const caveats = result.warnings.map((warning) => caveatText(warning, result.application)).join(" ");
  return `${copy.verdict}. ${copy.summary}. ${score}. ${loanResult.probability}: ${formatProbability(result.probability)}. ${disagreement} ${intervalText(result.interval)} ${trained}. ${agreement} ${caveats}`
    .replace(/\s+/g, " ")
    .trim();
}

type PredictionResultProps = { result: PredictionOutcome | null; loading: boolean };

/** The right-hand panel: a placeholder until there is a verdict; a short summary is announced politely. */
export function PredictionResult({ result, loading }: PredictionResultProps) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{loanResult.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <p role="status" aria-live="polite" className="sr-only">
          {result ? announcement(result) : ""}
        </p>
        <div aria-busy={loading}>
          {result ? (
            <VerdictDetails result={result} />
          ) : (
            <div className="flex min-h-64 flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-neutral-200 bg-neutral-50 p-8 text-center">
              <ClipboardList
                aria-hidden="true"
                className={loading ? "size-10 animate-pulse text-accent-2-600" : "size-10 text-neutral-500"}
              />
              <p className="max-w-xs text-neutral-700">{loanResult.placeholder}</p>
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
