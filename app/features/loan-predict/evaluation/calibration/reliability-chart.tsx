import { linePath, x, y } from "#app/components/charts/rate-plot";
import { calibrationSection } from "#app/words/loan-evaluation";
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
      {series.map(({ model, bins }) => {
        const style = MODEL_STYLE[model];
        return (
          <g key={model} data-model={model}>
            <path
              d={linePath(bins.map((bin) => ({ x: bin.meanPredicted, y: bin.observedRate })))}
              fill="none"
              strokeWidth={2}
              strokeDasharray={style.dash}
              className={style.stroke}
            />
            {bins.map((bin) =>
              model === "scorecard" ? (
                <circle
                  key={bin.from}
                  cx={x(bin.meanPredicted)}
                  cy={y(bin.observedRate)}
                  r={4}
                  className={style.fill}
                />
              ) : (
                <rect
                  key={bin.from}
                  x={x(bin.meanPredicted) - 4}
                  y={y(bin.observedRate) - 4}
                  width={8}
                  height={8}
                  className={style.fill}
                />
              ),
            )}
          </g>
        );
      })}
    </RateChart>
  );
}
