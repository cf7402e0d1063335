import type { ReactNode } from "react";

import { formatPercent } from "../format";
import { PLOT, TICKS, x, y } from "./chart-geometry";

type RateChartProps = {
  xLabel: string;
  yLabel: string;
  /** The id of the text that says what the chart shows (its accessible name). */
  summaryId: string;
  testId: string;
  /** What is drawn on the axes. */
  children: ReactNode;
};

/** A rate-against-rate plot (ROC, reliability): the square figure, named by its summary, on both axes. */
export function RateChart({ xLabel, yLabel, summaryId, testId, children }: RateChartProps) {
  return (
    <svg
      viewBox={`0 0 ${PLOT.size} ${PLOT.size}`}
      role="img"
      aria-labelledby={summaryId}
      className="w-full max-w-md"
      data-testid={testId}
    >
      <ChartAxes xLabel={xLabel} yLabel={yLabel} />
      {children}
    </svg>
  );
}

/** Both axes of a rate-against-rate plot: gridlines, percent ticks, axis titles and the dashed diagonal. */
function ChartAxes({ xLabel, yLabel }: { xLabel: string; yLabel: string }) {
  const bottom = y(0);
  return (
    <g className="text-[10px]">
      {TICKS.map((tick) => (
        <g key={tick}>
          <line x1={x(tick)} x2={x(tick)} y1={y(0)} y2={y(1)} className="stroke-neutral-200" />
          <line x1={x(0)} x2={x(1)} y1={y(tick)} y2={y(tick)} className="stroke-neutral-200" />
          <text x={x(tick)} y={bottom + 14} textAnchor="middle" className="fill-neutral-600">
            {formatPercent(tick)}
          </text>
          <text x={x(0) - 6} y={y(tick) + 3} textAnchor="end" className="fill-neutral-600">
            {formatPercent(tick)}
          </text>
        </g>
      ))}
      <line x1={x(0)} y1={y(0)} x2={x(1)} y2={y(1)} strokeDasharray="3 4" className="stroke-neutral-400" />
      <text x={x(0.5)} y={PLOT.size - 6} textAnchor="middle" className="fill-neutral-700">
        {xLabel}
      </text>
      <text transform={`translate(12 ${y(0.5)}) rotate(-90)`} textAnchor="middle" className="fill-neutral-700">
        {yLabel}
      </text>
    </g>
  );
}
