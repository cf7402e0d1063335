import { crossValidationSection as copy } from "#app/words/loan/evaluation";
import type { Bounds, Interval } from "#model/card/figures";
import type { ModelEvaluation } from "#model/card/parts";
import { containsZero } from "#model/uncertainty/intervals";

import { formatPercent } from "../../format";
import { formatInterval, formatSigned } from "../evaluation-models";

/** Each paired comparison's AUC and Brier differences, saying where the two models cannot be told apart. */
export function PairedComparisons({ evaluation }: { evaluation: ModelEvaluation }) {
  const comparisons = evaluation.crossValidation.comparisons;
  const names = Object.keys(copy.comparisonNames) as (keyof typeof comparisons)[];
  return (
    <div>
      <h3 className="mb-1 font-semibold text-neutral-900">{copy.comparisonsTitle}</h3>
      <p className="mb-2">{copy.comparisonsIntro}</p>
      <dl className="flex flex-col gap-2">
        {names.map((name) => {
          const { auc, brier, aucIndistinguishable, samplingError } = comparisons[name];
          const sampling = (interval: Interval, bounds: Bounds) =>
            formatInterval({ mean: interval.mean, ...bounds }, formatSigned);
          return (
            <div key={name} data-testid={`comparison-${name}`}>
              <dt className="font-medium text-neutral-900">{copy.comparisonNames[name]}</dt>
              <dd>
                {copy.aucDifference(
                  formatSigned(auc.mean),
                  formatInterval(auc, formatSigned),
                  sampling(auc, samplingError.auc),
                  aucIndistinguishable,
                )}{" "}
                {copy.brierDifference(
                  formatSigned(brier.mean),
                  formatInterval(brier, formatSigned),
                  sampling(brier, samplingError.brier),
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

/** How often the served model's verdicts differ from the credit-history rule, and what it adds beyond it. */
export function BeyondCreditHistory({ evaluation }: { evaluation: ModelEvaluation }) {
  const { verdicts, comparisons, repeats } = evaluation.crossValidation;
  const differing = verdicts.trainedVsCreditHistoryRule;
  const { auc, brier } = comparisons.trainedVsCreditHistory;
  return (
    <div>
      <h3 className="mb-1 font-semibold text-neutral-900">{copy.beyondTitle}</h3>
      <p data-testid="credit-history-verdicts">
        {copy.verdicts(copy.verdictRange(differing.min, differing.max), differing.rows, repeats, differing.max === 0)}
      </p>
      <p className="mt-2" data-testid="credit-history-adds">
        {copy.ranking(formatSigned(auc.mean), formatInterval(auc, formatSigned), auc.mean > 0, containsZero(auc))}{" "}
        {copy.probabilities(
          formatSigned(brier.mean),
          formatInterval(brier, formatSigned),
          brier.mean < 0,
          containsZero(brier),
        )}
      </p>
    </div>
  );
}

/** Whether an unknown credit history is its own category or filled with 1, measured, and what the form's fields cost. */
export function AlternativesMeasured({ evaluation }: { evaluation: ModelEvaluation }) {
  const { comparisons, verdicts } = evaluation.crossValidation;
  const unknown = evaluation.datasheet.values
    .find((entry) => entry.column === "Credit_History")
    ?.counts.find((count) => count.value === null);
  const all = comparisons.allColumnsVsServed;
  const differ = verdicts.allColumnsVsServed;
  return (
    <>
      <div>
        <h3 className="mb-1 font-semibold text-neutral-900">{copy.unknownTitle}</h3>
        {unknown && <p>{copy.unknownIntro(unknown.rows, formatPercent(unknown.approved / unknown.rows, 0))}</p>}
        <p className="mt-2" data-testid="unknown-credit-rule">
          {evaluation.trained.unknownCreditHistory.rule}
        </p>
      </div>
      <div>
        <h3 className="mb-1 font-semibold text-neutral-900">{copy.allColumnsTitle}</h3>
        <p data-testid="all-columns">
          {copy.allColumns(
            formatSigned(all.auc.mean),
            formatInterval(all.auc, formatSigned),
            formatSigned(all.brier.mean),
            formatInterval(all.brier, formatSigned),
            copy.verdictRange(differ.min, differ.max),
          )}
          {` ${all.aucIndistinguishable ? copy.allColumnsUndetectable : copy.allColumnsDetectable}`}
        </p>
      </div>
    </>
  );
}
