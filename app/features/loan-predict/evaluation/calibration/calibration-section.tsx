import { useId } from "react";

import { calibrationSection as copy } from "#app/words/loan/evaluation";
import type { ReliabilityBin } from "#model/card/figures";
import { modelEvaluation } from "#model/card/model-evaluation";
import type { ModelEvaluation } from "#model/card/parts";

import { formatDecimal, formatPercent } from "../../format";
import { SectionHeading } from "../../section-heading";
import { ChartLegend } from "../chart-legend";
import { cardModel, formatInterval, modelName, SHOWN_MODELS } from "../evaluation-models";
import { ReliabilityChart } from "./reliability-chart";
import { ReliabilityTables } from "./reliability-tables";

/** The bin whose mean prediction is furthest from its approval rate. */
export function widestGap(bins: readonly ReliabilityBin[]): ReliabilityBin | undefined {
  return bins.reduce<ReliabilityBin | undefined>((widest, bin) => {
    const gap = (b: ReliabilityBin) => Math.abs(b.meanPredicted - b.observedRate);
    return !widest || gap(bin) > gap(widest) ? bin : widest;
  }, undefined);
}

function gapText(bin: ReliabilityBin | undefined): string {
  if (!bin) return "";
  return copy.gap(
    formatPercent(bin.from),
    formatPercent(bin.to),
    bin.rows,
    formatPercent(bin.meanPredicted),
    formatPercent(bin.observedRate),
  );
}

/** Both models' reliability diagrams from the card's out-of-fold bins, a text summary, and the numbers as a table. */
export function CalibrationSection({ evaluation = modelEvaluation }: { evaluation?: ModelEvaluation }) {
  const summaryId = useId();
  const series = SHOWN_MODELS.map((model) => {
    const key = cardModel(evaluation, model);
    return { model, bins: evaluation.reliability[key], brier: evaluation.crossValidation.models[key].brier };
  });
  const summary = copy.summary(
    series
      .map((entry) =>
        copy.summaryModel(
          modelName(entry.model),
          entry.brier ? formatDecimal(entry.brier.mean) : "",
          entry.brier ? formatInterval(entry.brier) : "",
          gapText(widestGap(entry.bins)),
        ),
      )
      .join(" "),
  );

  return (
    <section aria-labelledby="calibration-title">
      <SectionHeading id="calibration-title" title={copy.title} intro={copy.intro} />
      <div className="grid gap-8 rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm lg:grid-cols-2">
        <figure className="flex flex-col gap-3">
          <h3 className="font-semibold text-neutral-900">{copy.chartTitle}</h3>
          <ReliabilityChart series={series} summaryId={summaryId} />
          <ChartLegend items={series.map((entry) => ({ model: entry.model, label: modelName(entry.model) }))} />
        </figure>
        <div className="flex flex-col gap-4 text-sm text-neutral-700">
          <p id={summaryId}>{summary}</p>
          <p>{copy.scorecardNote}</p>
          <ReliabilityTables series={series} />
        </div>
      </div>
    </section>
  );
}
