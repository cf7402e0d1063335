import { Curve } from "#app/components/charts/curve";
import { x, y } from "#app/components/charts/rate-plot";
import { cn } from "#app/lib/utils";
import { rocSection } from "#app/words/loan/evaluation";
import type { RocPoint } from "#model/card/figures";

import { RateChart } from "../chart-axes";
import { MODEL_STYLE } from "../chart-geometry";
import type { ShownModel } from "../evaluation-models";

export type RocCurve = { model: ShownModel; points: readonly RocPoint[] };

type RocChartProps = {
  curves: readonly RocCurve[];
  /** The chosen cut's point, ringed on its model's curve. */
  marker: { model: ShownModel; fpr: number; tpr: number };
  /** The id of the text that says what the chart shows (its accessible name). */
  summaryId: string;
};

/** Both models' ROC curves, drawn from the card's vertices, with the explorer's cut ringed. */
export function RocChart({ curves, marker, summaryId }: RocChartProps) {
  return (
    <RateChart xLabel={rocSection.axisX} yLabel={rocSection.axisY} summaryId={summaryId} testId="roc-chart">
      {curves.map((curve) => (
        <Curve
          key={curve.model}
          points={curve.points.map((point) => ({ x: point.fpr, y: point.tpr }))}
          stroke={MODEL_STYLE[curve.model].stroke}
          dash={MODEL_STYLE[curve.model].dash}
          data-model={curve.model}
        />
      ))}
      <circle
        cx={x(marker.fpr)}
        cy={y(marker.tpr)}
        r={6}
        fill="none"
        strokeWidth={2.5}
        className={cn("stroke-neutral-900")}
        data-testid="roc-marker"
      />
    </RateChart>
  );
}
