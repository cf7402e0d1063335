import type { ReactNode } from "react";

import { ChartAxes } from "#app/components/charts/rate-axes";
import { PLOT } from "#app/components/charts/rate-plot";

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
