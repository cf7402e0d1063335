import { formatNumber } from "#app/lib/format";

import { PLOT, TICKS, x, y } from "./rate-plot";

/**
 * Both axes of a plot (rate-plot.ts): gridlines, ticks, axis titles, and for a rate-against-rate plot the dashed
 * diagonal. Ticks are percentages unless `tick` writes them (a figure scaled to its range writes its own values).
 */
export function ChartAxes({
  xLabel,
  yLabel,
  xTick = percent,
  yTick = percent,
  diagonal = true,
}: {
  xLabel: string;
  yLabel: string;
  xTick?: (at: number) => string;
  yTick?: (at: number) => string;
  diagonal?: boolean;
}) {
  const bottom = y(0);
  return (
    <g className="text-[10px]">
      {TICKS.map((tick) => (
        <g key={tick}>
          <line x1={x(tick)} x2={x(tick)} y1={y(0)} y2={y(1)} className="stroke-neutral-200" />
          <line x1={x(0)} x2={x(1)} y1={y(tick)} y2={y(tick)} className="stroke-neutral-200" />
          <text x={x(tick)} y={bottom + 14} textAnchor="middle" className="fill-neutral-600">
            {xTick(tick)}
          </text>
          <text x={x(0) - 6} y={y(tick) + 3} textAnchor="end" className="fill-neutral-600">
            {yTick(tick)}
          </text>
        </g>
      ))}
      {diagonal && (
        <line x1={x(0)} y1={y(0)} x2={x(1)} y2={y(1)} strokeDasharray="3 4" className="stroke-neutral-400" />
      )}
      <AxisTitles xLabel={xLabel} yLabel={yLabel} />
    </g>
  );
}

/** The axes' titles: the x axis's under its ticks, the y axis's turned up along its left. */
export function AxisTitles({ xLabel, yLabel }: { xLabel: string; yLabel: string }) {
  return (
    <>
      <text x={x(0.5)} y={PLOT.size - 6} textAnchor="middle" className="fill-neutral-700">
        {xLabel}
      </text>
      <text transform={`translate(12 ${y(0.5)}) rotate(-90)`} textAnchor="middle" className="fill-neutral-700">
        {yLabel}
      </text>
    </>
  );
}

function percent(tick: number): string {
  return formatNumber(tick, { style: "percent" });
}
