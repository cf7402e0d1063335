import { ReliabilityMarks } from "#app/components/charts/reliability-marks";
import { calibrationSection } from "#app/words/loan/evaluation";
import type { ReliabilityBin } from "#model/card/figures";

import { RateChart } from "../chart-axes";
import { MODEL_STYLE } from "../chart-geometry";
import type { ShownModel } from "../evaluation-models";

export type ReliabilitySeries = { model: ShownModel; bins: readonly ReliabilityBin[] };

/** A reliability diagram: each bin's mean predicted probability against the share approved, per model. */
export function ReliabilityChart({ series, summaryId }: { series: readonly ReliabilitySeries[]; summaryId: string }) {
  return (
    <RateChart
      xLabel={calibrationSection.axisX}
      yLabel={calibrationSection.axisY}
      summaryId={summaryId}
      testId="reliability-chart"
    >
      {series.map(({ model, bins }) => (
        <g key={model} data-model={model}>
          <ReliabilityMarks bins={bins} style={MODEL_STYLE[model]} mark={model === "scorecard" ? "circle" : "square"} />
        </g>
      ))}
    </RateChart>
  );
}
