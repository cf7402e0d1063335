import { ChartAxes } from "#app/components/charts/rate-axes";
import { linePath, PLOT, x, y } from "#app/components/charts/rate-plot";
import { formatNumber } from "#app/lib/format";
import { modelEvaluationWords as words } from "#app/words/models";
import type { BinaryEvaluation } from "#model/kit/evaluation/evaluate";

import { formatValue } from "../format";

/** The ROC curve the build drew from test.csv (its vertices, thinned), with the verdict's cut ringed on it. */
export function RocFigure({ evaluation }: { evaluation: BinaryEvaluation }) {
  const { atCut } = evaluation;
  const summary = words.rocSummary(
    formatNumber(evaluation.rows),
    formatValue(evaluation.auc.value),
    formatValue(atCut.cut),
  );
  return (
    <figure className="mt-8">
      <figcaption className="text-lg font-semibold text-neutral-900">{words.rocTitle}</figcaption>
      <svg viewBox={`0 0 ${PLOT.size} ${PLOT.size}`} role="img" aria-label={summary} className="mt-2 w-full max-w-md">
        <ChartAxes xLabel={words.rocAxisX} yLabel={words.rocAxisY} />
        <path
          d={linePath(evaluation.roc.map((point) => ({ x: point.fpr, y: point.tpr })))}
          fill="none"
          strokeWidth={2.5}
          className="stroke-accent-700"
          data-testid="roc-curve"
        />
        <circle
          cx={x(atCut.fpr.rate)}
          cy={y(atCut.tpr.rate)}
          r={6}
          fill="none"
          strokeWidth={2.5}
          className="stroke-neutral-900"
        />
      </svg>
      <p className="mt-2 text-sm text-neutral-600">{summary}</p>
    </figure>
  );
}
