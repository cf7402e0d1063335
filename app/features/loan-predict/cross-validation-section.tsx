import type { ModelEvaluation } from "#model/card-parts";
import { modelEvaluation } from "#model/model-evaluation";
import type { ModelId } from "#model/training/cross-validate";
import { crossValidationSection as copy } from "~/content/loan-evaluation";
import { cn } from "~/lib/utils";

import { formatCut } from "./evaluation-models";
import { formatDecimal, formatPercent } from "./format";
import { SectionHeading } from "./section-heading";

const cell = "px-2 py-2 text-right tabular-nums";

/**
 * The scorecard and both trained variants side by side (cross-validated accuracy, AUC and Brier score), which
 * variant is served and the card's reason, and how the logistic regression was trained.
 */
export function CrossValidationSection({ evaluation = modelEvaluation }: { evaluation?: ModelEvaluation }) {
  const { crossValidation: cv, trained } = evaluation;
  const rows = (Object.keys(cv.models) as ModelId[]).map((model) => ({
    model,
    name: model === "scorecard" ? copy.scorecardName : trained.variants[model].label,
    served: model === trained.served,
    figures: cv.models[model],
  }));
  return (
    <section aria-labelledby="cross-validation-title">
      <SectionHeading id="cross-validation-title" title={copy.title} intro={copy.intro} />
      <div className="grid gap-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:grid-cols-2">
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="mb-2 text-left text-slate-600">{copy.caption(cv.folds, cv.rows, cv.seed)}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="px-2 py-2 text-left font-medium">
                  {copy.columns.model}
                </th>
                {(["cut", "accuracy", "auc", "brier"] as const).map((column) => (
                  <th key={column} scope="col" className="px-2 py-2 text-right font-medium">
                    {copy.columns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.model} className={cn("border-b border-slate-100", row.served && "bg-violet-50")}>
                  <th scope="row" className="px-2 py-2 text-left font-medium text-slate-800">
                    {row.name}
                    {row.served && <span className="block text-xs font-normal text-violet-800">{copy.served}</span>}
                  </th>
                  <td className={cell}>
                    {formatCut(row.model === "scorecard" ? "scorecard" : "trained", row.figures.cut)}
                  </td>
                  <td className={cell}>{formatPercent(row.figures.accuracy, 1)}</td>
                  <td className={cell}>{formatDecimal(row.figures.auc)}</td>
                  <td className={cell}>{formatDecimal(row.figures.brier)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex flex-col gap-4 text-sm text-slate-700">
          <div>
            <h3 className="mb-1 font-semibold text-slate-900">{copy.servingTitle}</h3>
            <p data-testid="serving-rule">{trained.servingRule}</p>
          </div>
          <div>
            <h3 className="mb-1 font-semibold text-slate-900">{copy.trainingTitle}</h3>
            <p>{trained.solver}</p>
          </div>
          <details className="rounded-xl border border-slate-200 p-3">
            <summary className="cursor-pointer font-medium text-slate-900">{copy.preprocessingTitle}</summary>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {trained.preprocessing.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
          <details className="rounded-xl border border-slate-200 p-3">
            <summary className="cursor-pointer font-medium text-slate-900">{copy.methodTitle}</summary>
            <p className="mt-2">{cv.method}</p>
          </details>
        </div>
      </div>
    </section>
  );
}
