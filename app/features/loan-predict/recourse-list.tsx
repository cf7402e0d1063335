import type { Prediction } from "#model/fields";
import type { Recourse } from "#model/recourse";
import { loanRecourse } from "~/content/loan-demo";

import type { PredictionOutcome } from "./compute-local";
import { optionText } from "./outcome-text";

type ModelKey = keyof PredictionOutcome["recourse"];

/** The models that rejected this application, with their recourse (none when the shown verdict is an approval). */
function rejectedBy(outcome: PredictionOutcome): { model: ModelKey; recourse: Recourse }[] {
  const verdicts: Record<ModelKey, Prediction> = { scorecard: outcome.prediction, trained: outcome.trained.prediction };
  return (Object.keys(verdicts) as ModelKey[])
    .filter((model) => verdicts[model] === "No" && !outcome.recourse[model].approved)
    .map((model) => ({ model, recourse: outcome.recourse[model] }));
}

/**
 * For a rejection, each model's smallest changes to the actionable fields (credit history, loan amount, income)
 * that would turn it into an approval: the numbers from model/recourse.ts, the words from the content.
 */
export function RecourseList({ outcome }: { outcome: PredictionOutcome }) {
  const models = rejectedBy(outcome);
  if (models.length === 0) return null;
  return (
    <div data-testid="recourse">
      <h3 className="mb-1 font-semibold text-slate-900">{loanRecourse.title}</h3>
      <p className="mb-3 text-sm text-slate-600">{loanRecourse.intro}</p>
      <dl className="flex flex-col gap-3 text-sm">
        {models.map(({ model, recourse }) => (
          <div key={model}>
            <dt className="font-medium text-slate-900">{loanRecourse.models[model]}</dt>
            <dd>
              {recourse.approved || recourse.options.length === 0 ? (
                <p className="text-slate-700">{loanRecourse.none}</p>
              ) : (
                <ul className="list-disc space-y-1 pl-5 text-slate-800">
                  {recourse.options.map((option, index) => (
                    <li key={optionText(option)}>
                      {index > 0 && `${loanRecourse.or} `}
                      {optionText(option)}
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
