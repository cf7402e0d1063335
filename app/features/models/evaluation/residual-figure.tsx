import { x, y } from "#app/components/charts/rate-plot";
import { formatNumber } from "#app/lib/format";
import { modelEvaluationWords as words } from "#app/words/models";
import type { RegressionEvaluation } from "#model/kit/evaluation/evaluate";

import { formatValue } from "../format";
import { PlotFigure } from "./plot-figure";

/**
 * Where each point of the residual plot lies on the square plot (0–1 on both axes): the predictions across their
 * range, the residuals symmetric about zero (the middle), so that a lean either way shows.
 */
export function residualScale(residuals: RegressionEvaluation["residuals"]) {
  const predicted = residuals.map((point) => point.predicted);
  const low = Math.min(...predicted);
  const span = Math.max(...predicted) - low || 1;
  const reach = Math.max(...residuals.map((point) => Math.abs(point.residual))) || 1;
  return {
    x: (value: number) => (value - low) / span,
    y: (residual: number) => 0.5 + residual / (2 * reach),
    xValue: (at: number) => low + at * span,
    yValue: (at: number) => (at - 0.5) * 2 * reach,
  };
}

/** The residuals the build published (a systematic sample along the predictions) against the predicted values. */
export function ResidualFigure({ evaluation }: { evaluation: RegressionEvaluation }) {
  const { residuals } = evaluation;
  if (residuals.length === 0) return null;
  const scale = residualScale(residuals);
  const summary = words.residualSummary(formatNumber(residuals.length), formatNumber(evaluation.rows));
  return (
    <PlotFigure
      title={words.residualsTitle}
      summary={summary}
      axes={{
        xLabel: words.residualAxisX,
        yLabel: words.residualAxisY,
        xTick: (at) => formatValue(scale.xValue(at)),
        yTick: (at) => formatValue(scale.yValue(at)),
        diagonal: false,
      }}
    >
      <line x1={x(0)} x2={x(1)} y1={y(0.5)} y2={y(0.5)} strokeDasharray="3 4" className="stroke-neutral-500" />
      <g className="fill-accent-700" data-testid="residual-points">
        {residuals.map((point, i) => (
          <circle key={i} cx={x(scale.x(point.predicted))} cy={y(scale.y(point.residual))} r={2.5} opacity={0.6} />
        ))}
      </g>
    </PlotFigure>
  );
}
