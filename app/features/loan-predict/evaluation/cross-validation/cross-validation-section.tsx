import { crossValidationSection as copy } from "#app/words/loan/evaluation";
import { modelEvaluation } from "#model/card/model-evaluation";
import type { ModelEvaluation } from "#model/card/parts";

import { SectionHeading } from "../../section-heading";
import { CrossValidationTable } from "./cross-validation-table";
import { AlternativesMeasured, BeyondCreditHistory, PairedComparisons } from "./paired-comparisons";

/**
 * The scorecard, both trained variants, the alternatives and the baselines side by side (repeated cross-validation:
 * accuracy, AUC and Brier score, each with its split-to-split interval and its sampling error), the paired
 * comparisons, the unknown credit history's and the extra columns' measurements, what the trained model adds beyond
 * credit history, which variant is served and why, and how the logistic regression was trained.
 */
export function CrossValidationSection({ evaluation = modelEvaluation }: { evaluation?: ModelEvaluation }) {
  const { crossValidation: cv, trained } = evaluation;
  return (
    <section aria-labelledby="cross-validation-title">
      <SectionHeading id="cross-validation-title" title={copy.title} intro={copy.intro} />
      <div className="grid gap-8 rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <div className="overflow-x-auto">
            <CrossValidationTable evaluation={evaluation} />
          </div>
          <div className="text-sm text-neutral-700">
            <h3 className="mb-1 font-semibold text-neutral-900">{copy.intervalsTitle}</h3>
            <p data-testid="intervals-explained">{copy.intervalsExplained}</p>
          </div>
          <div className="text-sm text-neutral-700">
            <BeyondCreditHistory evaluation={evaluation} />
          </div>
          <div className="flex flex-col gap-4 text-sm text-neutral-700">
            <AlternativesMeasured evaluation={evaluation} />
          </div>
        </div>
        <div className="flex flex-col gap-4 text-sm text-neutral-700">
          <PairedComparisons evaluation={evaluation} />
          <div>
            <h3 className="mb-1 font-semibold text-neutral-900">{copy.servingTitle}</h3>
            <p data-testid="serving-rule">{trained.servingRule}</p>
          </div>
          <div>
            <h3 className="mb-1 font-semibold text-neutral-900">{copy.trainingTitle}</h3>
            <p>{trained.solver}</p>
          </div>
          <details className="rounded-xl border border-neutral-200 p-3">
            <summary className="cursor-pointer font-medium text-neutral-900">{copy.preprocessingTitle}</summary>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {trained.preprocessing.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
          <details className="rounded-xl border border-neutral-200 p-3">
            <summary className="cursor-pointer font-medium text-neutral-900">{copy.methodTitle}</summary>
            <p className="mt-2">{cv.method}</p>
          </details>
          <details className="rounded-xl border border-neutral-200 p-3">
            <summary className="cursor-pointer font-medium text-neutral-900">{copy.intervalTitle}</summary>
            <p className="mt-2">{cv.interval}</p>
            <p className="mt-2">{cv.samplingError}</p>
          </details>
        </div>
      </div>
    </section>
  );
}
