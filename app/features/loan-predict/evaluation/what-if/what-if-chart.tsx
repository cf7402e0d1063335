import { linePath, PLOT, TICKS, x, y } from "#app/components/charts/rate-plot";
import { cn } from "#app/lib/utils";
import { whatIf as copy } from "#app/words/loan-what-if";
import type { WhatIfCurve } from "#model/recourse/what-if";

import { formatInteger, formatPercent } from "../../format";
import { MODEL_STYLE } from "../chart-geometry";

/** Room under the plot for the scorecard's verdict band. */
const BAND = { top: PLOT.size + 4, height: 18 } as const;
/** Beyond the shared plot on each side: the band's name on the left, the last amount's digits on the right. */
const MARGIN = 16;

/**
 * Where an amount sits along the x axis (0–1), on a log1p scale: the trained model reads log1p of each amount,
 * so its curve is an even S there, and the halves and doubles of the own amount sit evenly apart.
 */
export function axisShare(curve: WhatIfCurve, value: number): number {
  const first = Math.log1p(curve.points[0]?.value ?? 0);
  const last = Math.log1p(curve.points.at(-1)?.value ?? 0);
  return last > first ? (Math.log1p(value) - first) / (last - first) : 0.5;
}

/** Five ticks along the points (the ends, the own amount, halfway on each side), without repeats. */
function tickValues(curve: WhatIfCurve): number[] {
  const last = curve.points.length - 1;
  const indexes = [0, Math.round(last / 4), curve.ownIndex, Math.round((3 * last) / 4), last];
  return [...new Set(indexes.map((index) => curve.points[index]?.value ?? 0))];
}

type WhatIfChartProps = {
  curve: WhatIfCurve;
  /** The point the slider is on, ringed. */
  index: number;
  /** The id of the text that describes the chart (its accessible name). */
  descriptionId: string;
};

/**
 * The trained model's probability against one amount, with its served cut across and the applicant's own amount
 * up and down; the scorecard's verdict as a band underneath. Reuses the ROC and reliability charts' plot geometry.
 */
export function WhatIfChart({ curve, index, descriptionId }: WhatIfChartProps) {
  const at = (value: number) => x(axisShare(curve, value));
  const point = curve.points[index];
  const ownX = at(curve.own);
  // The stretches where the application, with that amount, lies outside the data: the trained model gives no verdict.
  const outside = curve.runs.trained
    .filter((run) => run.prediction === null)
    .map((run) => ({ from: at(run.from), to: at(run.to) }));
  return (
    <svg
      viewBox={`${-MARGIN} 0 ${PLOT.size + 2 * MARGIN} ${BAND.top + BAND.height + 2}`}
      role="img"
      aria-labelledby={descriptionId}
      className="w-full max-w-md"
      data-testid="what-if-chart"
    >
      <g className="text-[10px]">
        {outside.map(({ from, to }) => (
          <g key={from} data-testid="outside-data">
            <rect x={from} y={y(1)} width={Math.max(0, to - from)} height={y(0) - y(1)} className="fill-neutral-100" />
            <text x={(from + to) / 2} y={y(1) + 20} textAnchor="middle" className="fill-neutral-700">
              {copy.outsideData}
            </text>
          </g>
        ))}
        {TICKS.map((tick) => (
          <g key={tick}>
            <line x1={x(0)} x2={x(1)} y1={y(tick)} y2={y(tick)} className="stroke-neutral-200" />
            <text x={x(0) - 6} y={y(tick) + 3} textAnchor="end" className="fill-neutral-600">
              {formatPercent(tick)}
            </text>
          </g>
        ))}
        {tickValues(curve).map((value) => (
          <g key={value}>
            <line x1={at(value)} x2={at(value)} y1={y(0)} y2={y(1)} className="stroke-neutral-200" />
            <text x={at(value)} y={y(0) + 14} textAnchor="middle" className="fill-neutral-600">
              {formatInteger(value)}
            </text>
          </g>
        ))}
        <text x={x(0.5)} y={PLOT.size - 6} textAnchor="middle" className="fill-neutral-700">
          {copy.axis(curve.field)}
        </text>
        <text transform={`translate(12 ${y(0.5)}) rotate(-90)`} textAnchor="middle" className="fill-neutral-700">
          {copy.axisY}
        </text>

        <line x1={ownX} x2={ownX} y1={y(0)} y2={y(1)} strokeWidth={1.5} className="stroke-neutral-600" />
        <text x={ownX + 3} y={y(1) + 9} className="fill-neutral-700">
          {copy.ownMark}
        </text>
        <line
          x1={x(0)}
          x2={x(1)}
          y1={y(curve.cut)}
          y2={y(curve.cut)}
          strokeDasharray="3 4"
          className="stroke-neutral-900"
        />
        <text x={x(1)} y={y(curve.cut) - 4} textAnchor="end" className="fill-neutral-900">
          {copy.cutMark(formatPercent(curve.cut))}
        </text>

        {curve.runs.scorecard.map((run) => {
          const [left, right] = [at(run.from), at(run.to)];
          const approved = run.prediction === "Yes";
          return (
            <g key={run.from} data-verdict={run.prediction}>
              <rect
                x={left}
                y={BAND.top}
                width={Math.max(1, right - left)}
                height={BAND.height}
                className={approved ? "fill-success-200" : "fill-danger-200"}
              />
              {right - left > 48 && (
                <text
                  x={(left + right) / 2}
                  y={BAND.top + 12.5}
                  textAnchor="middle"
                  className={approved ? "fill-success-800" : "fill-danger-800"}
                >
                  {copy.verdict[run.prediction]}
                </text>
              )}
            </g>
          );
        })}
        <text x={x(0) - 4} y={BAND.top + 12.5} textAnchor="end" className="fill-neutral-700">
          {copy.scorecardBand}
        </text>
      </g>

      <path
        d={linePath(curve.points.map((p) => ({ x: axisShare(curve, p.value), y: p.probability })))}
        fill="none"
        strokeWidth={2.5}
        strokeDasharray={MODEL_STYLE.trained.dash}
        className={MODEL_STYLE.trained.stroke}
        data-testid="what-if-curve"
      />
      {point && (
        <circle
          cx={at(point.value)}
          cy={y(point.probability)}
          r={5}
          strokeWidth={2.5}
          className={cn("fill-white stroke-neutral-900")}
          data-testid="what-if-marker"
        />
      )}
    </svg>
  );
}
