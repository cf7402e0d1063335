import type { ReactNode } from "react";

import { ChartAxes } from "./rate-axes";
import { PLOT } from "./rate-plot";

type PlotFrameProps = {
  /** The id of the text that says what the plot shows: its accessible name, the chart's text alternative. */
  summaryId: string;
  testId?: string;
  className?: string;
  /** The axes (rate-axes.tsx): their titles, and ticks or a diagonal where the plot wants them. */
  axes: React.ComponentProps<typeof ChartAxes>;
  /** What is drawn on the axes. */
  children: ReactNode;
};

/**
 * The square SVG of an evaluation chart (rate-plot.ts), an image named by its summary, with its axes: the loan
 * demo's ROC and reliability charts and a model page's draw on it.
 */
export function PlotFrame({ summaryId, testId, className = "w-full max-w-md", axes, children }: PlotFrameProps) {
  return (
    <svg
      viewBox={`0 0 ${PLOT.size} ${PLOT.size}`}
      role="img"
      aria-labelledby={summaryId}
      className={className}
      data-testid={testId}
    >
      <ChartAxes {...axes} />
      {children}
    </svg>
  );
}
