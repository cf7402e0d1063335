import { Curve } from "#app/components/charts/curve";
import { x, y } from "#app/components/charts/rate-plot";
import { formatNumber } from "#app/lib/format";
import { modelEvaluationWords as words } from "#app/words/models";
import type { BinaryEvaluation } from "#model/kit/evaluation/evaluate";

import { formatValue } from "../format";
import { PlotFigure } from "./plot-figure";

/** The ROC curve the build drew from test.csv (its vertices, thinned), with the verdict's cut ringed on it. */
export function RocFigure({ evaluation }: { evaluation: BinaryEvaluation }) {
  const { atCut } = evaluation;
  const summary = words.rocSummary(
    formatNumber(evaluation.rows),
    formatValue(evaluation.auc.value),
    formatValue(atCut.cut),
  );
  return (
    <PlotFigure title={words.rocTitle} summary={summary} axes={{ xLabel: words.rocAxisX, yLabel: words.rocAxisY }}>
      <Curve
        points={evaluation.roc.map((point) => ({ x: point.fpr, y: point.tpr }))}
        stroke="stroke-accent-700"
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
    </PlotFigure>
  );
}
