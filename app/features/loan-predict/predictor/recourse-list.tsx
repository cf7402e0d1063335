import { Badge } from "#app/components/ui/badge";
import { loanRecourse } from "#app/words/loan/demo";
import type { Prediction } from "#model/fields";
import type { RecourseBounds } from "#model/recourse/bounds";
import { needsCreditHistory, type Recourse } from "#model/recourse/recourse";

import { formatInteger } from "../format";
import type { PredictionOutcome } from "./compute-local";
import { optionText } from "./outcome-text";

type ModelKey = keyof PredictionOutcome["recourse"];
type Rejection = Extract<Recourse, { approved: false }>;

/**
 * The models that rejected this application, with their recourse: none for an approval, nor for the trained model
 * where it gives no verdict (outside its data, what would turn a verdict it did not give means nothing).
 */
function rejectedBy(outcome: PredictionOutcome): { model: ModelKey; recourse: Rejection }[] {
  const verdicts: Record<ModelKey, Prediction | null> = {
    scorecard: outcome.prediction,
    trained: outcome.trained.prediction,
  };
  return (Object.keys(verdicts) as ModelKey[]).flatMap((model) => {
    const recourse = outcome.recourse[model];
    return verdicts[model] === "No" && !recourse.approved ? [{ model, recourse }] : [];
  });
}

function boundsText(bounds: RecourseBounds): string {
  return loanRecourse.bounds(
    formatInteger(bounds.incomeAtMost),
    bounds.incomeMultiple,
    formatInteger(bounds.maxIncome),
    formatInteger(bounds.loanAmountAtLeast),
  );
}

/**
 * For a rejection, each model's smallest changes to the actionable fields (credit history, loan amount, income)
 * that would turn it into an approval, within bounds from the data and in the model's order (least effort first,
 * credit history last and marked): the numbers from model/recourse/recourse.ts, the words from the content.
 */
export function RecourseList({ outcome }: { outcome: PredictionOutcome }) {
  const models = rejectedBy(outcome);
  const first = models[0];
  if (!first) return null;
  return (
    <div data-testid="recourse">
      <h3 className="mb-1 font-semibold text-neutral-900">{loanRecourse.title}</h3>
      <p className="mb-1 text-sm text-neutral-600">{loanRecourse.intro}</p>
      {/* Both models answer the same application, so their bounds are the same. */}
      <p className="mb-3 text-sm text-neutral-600" data-testid="recourse-bounds">
        {boundsText(first.recourse.bounds)}
      </p>
      <dl className="flex flex-col gap-3 text-sm">
        {models.map(({ model, recourse }) => (
          <div key={model}>
            <dt className="font-medium text-neutral-900">{loanRecourse.models[model]}</dt>
            <dd>
              {recourse.options.length === 0 ? (
                <p className="text-neutral-700">{loanRecourse.none}</p>
              ) : (
                <ul className="list-disc space-y-1 pl-5 text-neutral-800">
                  {recourse.options.map((option, index) => (
                    <li key={optionText(option)}>
                      {index > 0 && `${loanRecourse.or} `}
                      {optionText(option)}
                      {needsCreditHistory(option) && <Badge className="ml-2">{loanRecourse.notQuick}</Badge>}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
