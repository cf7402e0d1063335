import { useId } from "react";

import { ChartAxes } from "#app/components/charts/rate-axes";
import { linePath, PLOT, x, y } from "#app/components/charts/rate-plot";
import { formatNumber } from "#app/lib/format";
import { modelChartWords as words } from "#app/words/model-charts";
import type { BinaryEvaluation } from "#model/kit/evaluation/evaluate";

import { formatShare, formatValue } from "../format";

/** The share of positive rows in the test data: the precision a model that guesses would have at any recall. */
export function positiveShare(evaluation: BinaryEvaluation): number {
  const { truePositive, falseNegative } = evaluation.atCut.matrix;
  return (truePositive + falseNegative) / evaluation.rows;
}

/**
 * The precision–recall curve the build drew from test.csv (its vertices, thinned), with the share of positive rows
 * as the line a guess would draw; its text alternative gives the average precision and its interval.
 */
export function PrFigure({ evaluation }: { evaluation: BinaryEvaluation }) {
  const summaryId = useId();
  const { averagePrecision: ap } = evaluation;
  const base = positiveShare(evaluation);
  const summary = words.prSummary(
    formatNumber(evaluation.rows),
    formatValue(ap.value),
    formatShare(evaluation.bootstrap.level),
    formatValue(ap.low),
    formatValue(ap.high),
    formatShare(base),
  );
  return (
    <figure className="mt-8">
      <figcaption className="text-lg font-semibold text-neutral-900">{words.prTitle}</figcaption>
      <svg
        viewBox={`0 0 ${PLOT.size} ${PLOT.size}`}
        role="img"
        aria-labelledby={summaryId}
        className="mt-2 w-full max-w-md"
        data-testid="pr-chart"
      >
        <ChartAxes xLabel={words.prAxisX} yLabel={words.prAxisY} diagonal={false} />
        <line x1={x(0)} x2={x(1)} y1={y(base)} y2={y(base)} strokeDasharray="3 4" className="stroke-neutral-500" />
        <path
          d={linePath(evaluation.pr.map((point) => ({ x: point.recall, y: point.precision })))}
          fill="none"
          strokeWidth={2.5}
          className="stroke-accent-700"
          data-testid="pr-curve"
        />
      </svg>
      <p id={summaryId} className="mt-2 text-sm text-neutral-600" data-testid="pr-summary">
        {summary}
      </p>
    </figure>
  );
}
