import { ReliabilityMarks, type SeriesStyle } from "#app/components/charts/reliability-marks";
import { ReliabilityTable, type ReliabilityRow } from "#app/components/charts/reliability-table";
import { formatNumber } from "#app/lib/format";
import { modelChartWords as words } from "#app/words/model-charts";
import type { BinaryEvaluation } from "#model/kit/evaluation/evaluate";

import { formatShare, formatValue } from "../format";
import { PlotFigure } from "./plot-figure";

// The model's one series, in the colour its ROC curve has.
const STYLE: SeriesStyle = { stroke: "stroke-accent-700", fill: "fill-accent-700", dash: undefined };

const binName = (from: number, to: number) => words.bin(formatShare(from, 0), formatShare(to, 0));
const share = (value: number) => formatShare(value);
const interval = (bin: ReliabilityRow) =>
  words.range(formatShare(bin.low ?? Number.NaN), formatShare(bin.high ?? Number.NaN));

/**
 * The reliability diagram of the model's probabilities on test.csv (the build's bins, each observed rate with its
 * Wilson interval) and the Brier score with its interval; the bins again as a table, folded away, for a reader who
 * cannot see the chart.
 */
export function ReliabilityFigure({ evaluation }: { evaluation: BinaryEvaluation }) {
  const { brier, reliability } = evaluation;
  const level = formatShare(evaluation.bootstrap.level);
  const summary = words.reliabilitySummary(
    formatNumber(reliability.length),
    level,
    formatValue(brier.value),
    formatValue(brier.low),
    formatValue(brier.high),
  );
  // Two cells of the figures' grid (binary-figures.tsx): the chart, and its bins as a table beside it.
  return (
    <>
      <PlotFigure
        title={words.reliabilityTitle}
        summary={summary}
        testId="reliability-chart"
        axes={{ xLabel: words.reliabilityAxisX, yLabel: words.reliabilityAxisY }}
      >
        <ReliabilityMarks bins={reliability} style={STYLE} mark="circle" />
      </PlotFigure>
      <details className="mt-8 self-start rounded-xl border border-neutral-200 p-3 text-sm text-neutral-700 md:mt-16">
        <summary className="cursor-pointer font-medium text-neutral-900">{words.reliabilityTable}</summary>
        <ReliabilityTable
          bins={reliability}
          caption={words.reliabilityCaption}
          columns={words.reliabilityColumns}
          binName={binName}
          formatShare={share}
          formatInterval={interval}
        />
      </details>
    </>
  );
}
