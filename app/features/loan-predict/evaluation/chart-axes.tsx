import type { ReactNode } from "react";

import { PlotFrame } from "#app/components/charts/plot-frame";

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
    <PlotFrame summaryId={summaryId} testId={testId} axes={{ xLabel, yLabel }}>
      {children}
    </PlotFrame>
  );
}
