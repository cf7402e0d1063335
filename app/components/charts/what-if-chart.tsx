import type { ReactNode } from "react";

import { AxisTitles } from "./rate-axes";
import { linePath, PLOT, TICKS, x, y } from "./rate-plot";

/** Beyond the shared plot on each side: room for a label left of the plot and the last value's digits on the right. */
const MARGIN = 16;

/** One point of a what-if curve: a value of the field, and the model's output with it. */
/**
 * The shading beyond the data, in the chart and in a legend's swatch: neutral-200, which the dark theme turns into a
 * shade lighter than the card (neutral-100 would be the card's own colour there), at 70 % so the gridlines show.
 */
export const OUTSIDE_SHADE = { fill: "fill-neutral-200/70", swatch: "bg-neutral-200/70" } as const;

export type WhatIfChartPoint = { value: number; output: number };

type WhatIfChartProps = {
  /** The curve, in increasing value. */
  points: readonly WhatIfChartPoint[];
  /** Where a value sits along the x axis (0–1): linear from the first point to the last unless given. */
  xShare?: (value: number) => number;
  /** The outputs the y axis spans, bottom to top (a probability's: 0 to 1). */
  yDomain: readonly [number, number];
  /** The values the x axis names, each with a gridline. */
  xTicks: readonly number[];
  formatX: (value: number) => string;
  formatY: (output: number) => string;
  xLabel: string;
  yLabel: string;
  /** The input's own value: a line up and down, with its name. */
  own: { value: number; label: string } | null;
  /** Where the input lies outside the data, shaded (OUTSIDE_SHADE); each stretch named by `label` when one is given. */
  outside: { ranges: readonly { from: number; to: number }[]; label?: string };
  /** An output level drawn across, dashed, with its name (a classifier's cut). */
  level?: { output: number; label: string };
  /** The point ringed on the curve. */
  marker: WhatIfChartPoint | null;
  /** The curve's stroke class and dash pattern. */
  line: { stroke: string; dash?: string };
  /** What is drawn under the plot (the loan demo's scorecard band): its height, and its drawing given its top. */
  below?: { height: number; render: (top: number) => ReactNode };
  /** The id of the text that describes the chart (its accessible name). */
  descriptionId: string;
};

/**
 * A model's output against one field's value, every other field held (a what-if curve): shaded where the input
 * leaves the data, the own value up and down, an optional level across and band beneath. The plot's geometry is
 * the evaluation charts' (rate-plot.ts), so the page's figures line up.
 */
export function WhatIfChart({
  points,
  xShare,
  yDomain,
  xTicks,
  formatX,
  formatY,
  xLabel,
  yLabel,
  own,
  outside,
  level,
  marker,
  line,
  below,
  descriptionId,
}: WhatIfChartProps) {
  const first = points[0]?.value ?? 0;
  const span = (points.at(-1)?.value ?? 0) - first;
  const share = xShare ?? ((value: number) => (span > 0 ? (value - first) / span : 0.5));
  const [bottom, top] = yDomain;
  const yShare = (output: number) => (top > bottom ? (output - bottom) / (top - bottom) : 0.5);
  const at = (value: number) => x(share(value));
  const shaded = outside.ranges.map(({ from, to }) => ({ from: at(from), to: at(to) }));
  const belowTop = PLOT.size + 4;
  const height = below ? belowTop + below.height + 2 : PLOT.size;
  return (
    <svg
      viewBox={`${-MARGIN} 0 ${PLOT.size + 2 * MARGIN} ${height}`}
      role="img"
      aria-labelledby={descriptionId}
      className="w-full max-w-md"
      data-testid="what-if-chart"
    >
      <g className="text-[10px]">
        {shaded.map(({ from, to }, i) => (
          <g key={i} data-testid="outside-data">
            <rect
              x={from}
              y={y(1)}
              width={Math.max(0, to - from)}
              height={y(0) - y(1)}
              className={OUTSIDE_SHADE.fill}
            />
            {outside.label && (
              <text x={(from + to) / 2} y={y(1) + 20} textAnchor="middle" className="fill-neutral-700">
                {outside.label}
              </text>
            )}
          </g>
        ))}
        {TICKS.map((tick) => (
          <g key={tick}>
            <line x1={x(0)} x2={x(1)} y1={y(tick)} y2={y(tick)} className="stroke-neutral-200" />
            <text x={x(0) - 6} y={y(tick) + 3} textAnchor="end" className="fill-neutral-600">
              {formatY(bottom + tick * (top - bottom))}
            </text>
          </g>
        ))}
        {xTicks.map((value) => (
          <g key={value}>
            <line x1={at(value)} x2={at(value)} y1={y(0)} y2={y(1)} className="stroke-neutral-200" />
            <text x={at(value)} y={y(0) + 14} textAnchor="middle" className="fill-neutral-600">
              {formatX(value)}
            </text>
          </g>
        ))}
        <AxisTitles xLabel={xLabel} yLabel={yLabel} />

        {own && (
          <>
            <line
              x1={at(own.value)}
              x2={at(own.value)}
              y1={y(0)}
              y2={y(1)}
              strokeWidth={1.5}
              className="stroke-neutral-600"
            />
            <text x={at(own.value) + 3} y={y(1) + 9} className="fill-neutral-700">
              {own.label}
            </text>
          </>
        )}
        {level && (
          <>
            <line
              x1={x(0)}
              x2={x(1)}
              y1={y(yShare(level.output))}
              y2={y(yShare(level.output))}
              strokeDasharray="3 4"
              className="stroke-neutral-900"
            />
            <text x={x(1)} y={y(yShare(level.output)) - 4} textAnchor="end" className="fill-neutral-900">
              {level.label}
            </text>
          </>
        )}

        {below?.render(belowTop)}
      </g>

      <path
        d={linePath(points.map((point) => ({ x: share(point.value), y: yShare(point.output) })))}
        fill="none"
        strokeWidth={2.5}
        strokeDasharray={line.dash}
        className={line.stroke}
        data-testid="what-if-curve"
      />
      {marker && (
        <circle
          cx={at(marker.value)}
          cy={y(yShare(marker.output))}
          r={5}
          strokeWidth={2.5}
          className="fill-white stroke-neutral-900"
          data-testid="what-if-marker"
        />
      )}
    </svg>
  );
}
