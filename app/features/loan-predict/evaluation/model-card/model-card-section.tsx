import { ConfusionMatrix } from "#app/components/threshold-explorer/confusion-matrix";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { modelSection } from "#app/words/loan/demo";
import { servingCard } from "#model/card/serving-card";
import { APPROVAL_THRESHOLD } from "#model/scorecard/scorecard";

import { formatDecimal, formatPercent } from "../../format";
import { LOAN_MATRIX_LABELS } from "../evaluation-models";

/** Where the data ends: the leverage threshold and how many of the data's own applicants the checks flag. */
export function dataLimitsText(): string {
  const { leverage, rows, rowsFlagged, share } = servingCard.dataLimits;
  return modelSection.data(
    formatDecimal(leverage.threshold, 4),
    leverage.rowsAbove,
    rows,
    rowsFlagged,
    formatPercent(rowsFlagged / rows, 1),
    formatPercent(share),
  );
}

/** What the model is and how it was evaluated; every number comes from the generated model card. */
export function ModelCardSection() {
  const { dataset, fieldMapping } = servingCard;
  const mapping = Object.entries(fieldMapping);
  return (
    <section aria-labelledby="about-model-title" className="render-lazy">
      <Card>
        <CardHeader>
          <CardTitle id="about-model-title">{modelSection.title}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-8 lg:grid-cols-2">
          <div className="flex flex-col gap-5 text-neutral-700">
            <div>
              <h3 className="mb-2 font-semibold text-neutral-900">{modelSection.whatTitle}</h3>
              <p>{modelSection.what(APPROVAL_THRESHOLD)}</p>
            </div>
            <div>
              <h3 className="mb-2 font-semibold text-neutral-900">{modelSection.evaluationTitle}</h3>
              <p>{modelSection.evaluation(dataset.name, dataset.rows, dataset.rowsEvaluated)}</p>
              {dataset.excluded.length > 0 && (
                <>
                  <h4 className="mt-3 text-sm font-semibold text-neutral-900">{modelSection.excludedTitle}</h4>
                  <ul className="mt-1 list-disc pl-5 text-sm">
                    {dataset.excluded.map((exclusion) => (
                      <li key={exclusion.reason}>{modelSection.excludedLine(exclusion.rows, exclusion.reason)}</li>
                    ))}
                  </ul>
                </>
              )}
              <p className="mt-3 text-xs text-neutral-600">
                {modelSection.datasetHash}: <code className="break-all">{dataset.sha256}</code>
              </p>
            </div>
          </div>
          <div className="render-lazy flex flex-col gap-6">
            <div>
              <h3 className="mb-2 font-semibold text-neutral-900">{modelSection.matrixTitle}</h3>
              <ConfusionMatrix
                matrix={servingCard.confusionMatrix}
                labels={LOAN_MATRIX_LABELS}
                caption={modelSection.matrixCaption}
              />
            </div>
            <div className="text-neutral-700">
              <h3 className="mb-2 font-semibold text-neutral-900">{modelSection.servedTitle}</h3>
              <p data-testid="served-rule">{servingCard.served.rule}</p>
            </div>
            <div className="text-neutral-700">
              <h3 className="mb-2 font-semibold text-neutral-900">{modelSection.dataTitle}</h3>
              <p data-testid="data-limits">{dataLimitsText()}</p>
            </div>
            <div className="text-neutral-700">
              <h3 className="mb-2 font-semibold text-neutral-900">{modelSection.versionsTitle}</h3>
              <p>{modelSection.versions}</p>
            </div>
            <div className="text-neutral-700">
              <h3 className="mb-2 font-semibold text-neutral-900">{modelSection.baselinesTitle}</h3>
              <p>{modelSection.baselinesNote}</p>
            </div>
          </div>
          <div className="render-lazy lg:col-span-2">
            <h3 className="mb-2 font-semibold text-neutral-900">{modelSection.mappingTitle}</h3>
            {mapping.length > 0 ? (
              <dl className="grid gap-3 text-sm text-neutral-700 sm:grid-cols-2 lg:grid-cols-3">
                {mapping.map(([field, source]) => (
                  <div key={field} className="rounded-xl border border-neutral-200 bg-neutral-50 p-3">
                    <dt className="font-mono text-xs font-semibold text-accent-2-800">{field}</dt>
                    <dd className="mt-1">{source}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="text-sm">{modelSection.mappingEmpty}</p>
            )}
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
