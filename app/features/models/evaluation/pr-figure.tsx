import { Curve } from "#app/components/charts/curve";
import { x, y } from "#app/components/charts/rate-plot";
import { formatNumber } from "#app/lib/format";
import { modelChartWords as words } from "#app/words/model-charts";
import type { BinaryEvaluation } from "#model/kit/evaluation/evaluate";

import { formatShare, formatValue } from "../format";
import { PlotFigure } from "./plot-figure";

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
    <PlotFigure
      title={words.prTitle}
      summary={summary}
      testId="pr-chart"
      axes={{ xLabel: words.prAxisX, yLabel: words.prAxisY, diagonal: false }}
    >
      <line x1={x(0)} x2={x(1)} y1={y(base)} y2={y(base)} strokeDasharray="3 4" className="stroke-neutral-500" />
      <Curve
        points={evaluation.pr.map((point) => ({ x: point.recall, y: point.precision }))}
        stroke="stroke-accent-700"
        data-testid="pr-curve"
      />
    </PlotFigure>
  );
}
