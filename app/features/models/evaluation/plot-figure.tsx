import { type ReactNode, useId } from "react";

import { PlotFrame } from "#app/components/charts/plot-frame";

type PlotFigureProps = {
  title: string;
  /** What the chart shows, in words: shown under it, and its accessible name. */
  summary: string;
  testId?: string;
  axes: React.ComponentProps<typeof PlotFrame>["axes"];
  children: ReactNode;
};

/** One of a model page's evaluation charts: its title, the plot, and the sentence that says what it shows. */
export function PlotFigure({ title, summary, testId, axes, children }: PlotFigureProps) {
  const summaryId = useId();
  return (
    <figure className="mt-8">
      <figcaption className="text-lg font-semibold text-neutral-900">{title}</figcaption>
      <PlotFrame summaryId={summaryId} testId={testId} className="mt-2 w-full max-w-md" axes={axes}>
        {children}
      </PlotFrame>
      <p id={summaryId} className="mt-2 text-sm text-neutral-600" data-testid={testId && `${testId}-summary`}>
        {summary}
      </p>
    </figure>
  );
}
