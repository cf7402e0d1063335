import { x } from "#app/components/charts/rate-plot";
import { WhatIfChart } from "#app/components/charts/what-if-chart";
import { whatIf as copy } from "#app/words/loan/what-if";
import type { WhatIfCurve } from "#model/recourse/what-if";

import { formatInteger, formatPercent } from "../../format";
import { MODEL_STYLE } from "../chart-geometry";

/** The height of the scorecard's verdict band under the plot. */
const BAND_HEIGHT = 18;

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

/** The scorecard's verdict along the amounts, as a band of approved and rejected stretches from `top` down. */
function ScorecardBand({ curve, top }: { curve: WhatIfCurve; top: number }) {
  const at = (value: number) => x(axisShare(curve, value));
  return (
    <>
      {curve.runs.scorecard.map((run) => {
        const [left, right] = [at(run.from), at(run.to)];
        const approved = run.prediction === "Yes";
        return (
          <g key={run.from} data-verdict={run.prediction}>
            <rect
              x={left}
              y={top}
              width={Math.max(1, right - left)}
              height={BAND_HEIGHT}
              className={approved ? "fill-success-200" : "fill-danger-200"}
            />
            {right - left > 48 && (
              <text
                x={(left + right) / 2}
                y={top + 12.5}
                textAnchor="middle"
                className={approved ? "fill-success-800" : "fill-danger-800"}
              >
                {copy.verdict[run.prediction]}
              </text>
            )}
          </g>
        );
      })}
      <text x={x(0) - 4} y={top + 12.5} textAnchor="end" className="fill-neutral-700">
        {copy.scorecardBand}
      </text>
    </>
  );
}

type LoanCurveChartProps = {
  curve: WhatIfCurve;
  /** The point the slider is on, ringed. */
  index: number;
  /** The id of the text that describes the chart (its accessible name). */
  descriptionId: string;
};

/**
 * The trained model's probability against one amount (the shared what-if chart), with its served cut across and
 * the applicant's own amount up and down; the scorecard's verdict as a band underneath. Shaded: the stretches where
 * the application, with that amount, lies outside the data, where the trained model gives no verdict.
 */
export function LoanCurveChart({ curve, index, descriptionId }: LoanCurveChartProps) {
  const point = curve.points[index];
  const outside = curve.runs.trained
    .filter((run) => run.prediction === null)
    .map((run) => ({ from: run.from, to: run.to }));
  return (
    <WhatIfChart
      points={curve.points.map((p) => ({ value: p.value, output: p.probability }))}
      xShare={(value) => axisShare(curve, value)}
      yDomain={[0, 1]}
      xTicks={tickValues(curve)}
      formatX={formatInteger}
      formatY={formatPercent}
      xLabel={copy.axis(curve.field)}
      yLabel={copy.axisY}
      own={{ value: curve.own, label: copy.ownMark }}
      outside={{ ranges: outside, label: copy.outsideData }}
      level={{ output: curve.cut, label: copy.cutMark(formatPercent(curve.cut)) }}
      marker={point ? { value: point.value, output: point.probability } : null}
      line={{ stroke: MODEL_STYLE.trained.stroke, dash: MODEL_STYLE.trained.dash }}
      below={{ height: BAND_HEIGHT, render: (top) => <ScorecardBand curve={curve} top={top} /> }}
      descriptionId={descriptionId}
    />
  );
}
