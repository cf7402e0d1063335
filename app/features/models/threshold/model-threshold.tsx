import { useMemo, useState } from "react";

import { CostRatio } from "#app/components/threshold-explorer/cost-ratio";
import { type CutFigure, ThresholdExplorer } from "#app/components/threshold-explorer/threshold-explorer";
import { formatNumber } from "#app/lib/format";
import { withData } from "#app/lib/islands/data-block";
import { modelThresholdWords as words } from "#app/words/model-threshold";
import { costOf, type CostRow } from "#model/kit/evaluation/thresholds";
import { roundFigure } from "#model/round-figure";

import { formatShare } from "../format";
import { SectionTitle } from "../section-title";
import { explorerRows, indexOfChoice, indexOfCut, type KitCutRow } from "./cut-rows";
import { readThresholdData, type ThresholdData } from "./threshold-data";

const TITLE_ID = "model-threshold-title";

/** A probability cut as the slider writes it, to the grid's hundredths: "0.50". */
function formatProbability(cut: number): string {
  return formatNumber(cut, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** An expected cost per row, in false negatives' worth, to three decimals as the loan demo writes its costs. */
function formatCost(cost: number): string {
  return formatNumber(roundFigure(cost, 3), { minimumFractionDigits: 3, maximumFractionDigits: 3 });
}

/** A cost ratio as its two terms, the smaller one 1: 2 → "2 to 1", 0.125 → "1 to 8". */
function formatRatio(ratio: number): string {
  const term = (value: number) => formatNumber(value, { maximumFractionDigits: 2 });
  return ratio >= 1 ? words.ratio(term(ratio), term(1)) : words.ratio(term(1), term(1 / ratio));
}

/** A count of a whole as a rate with both counts, "83.3% (25 of 30)"; nothing to divide is said as such. */
function share(count: number, of: number): string {
  if (of === 0) return words.noPositives;
  return words.share(formatShare(count / of), formatNumber(count), formatNumber(of));
}

/** The figures at a cut: true- and false-positive rates, precision and accuracy, each with its counts. */
function figuresAt(row: KitCutRow): CutFigure[] {
  const { truePositive: tp, falsePositive: fp, trueNegative: tn, falseNegative: fn } = row;
  return [
    [words.figures.tpr, share(tp, tp + fn)],
    [words.figures.fpr, share(fp, fp + tn)],
    [words.figures.precision, share(tp, tp + fp)],
    [words.figures.accuracy, share(tp + tn, tp + fp + tn + fn)],
  ];
}

/**
 * The model page's threshold explorer (an island, app/islands.ts): the shared explorer and cost ratio
 * (components/threshold-explorer/) over the build's table of cuts on test.csv, starting at the default cut. Moving
 * the cut updates the figures and the confusion matrix; a cost ratio names its least-cost cut, which a button moves
 * the slider to, and the Bayes cut beside it.
 */
export function ModelThreshold({ data }: { data: ThresholdData }) {
  const { positive, thresholds, costs } = data;
  const rows = useMemo(() => explorerRows(thresholds), [thresholds]);
  const defaultIndex = indexOfCut(rows, data.cut);
  const [index, setIndex] = useState(defaultIndex);
  const formatCut = (row: KitCutRow) =>
    row.end === "everyone"
      ? words.everyone(positive)
      : row.end === "no-one"
        ? words.noOne(positive)
        : formatProbability(row.cut);
  const defaultRow = rows[defaultIndex]!;
  const defaultCut = formatCut(defaultRow);

  function jumpToCost(ratio: number) {
    const cost = costs.find((each) => each.ratio === ratio);
    if (cost) setIndex(indexOfChoice(rows, cost.leastCost.cut));
  }

  function costText(cost: CostRow, ratio: string) {
    const least = rows[indexOfChoice(rows, cost.leastCost.cut)]!;
    const bayesCut = formatProbability(cost.bayes.cut);
    return (
      <>
        <p data-testid="least-cost">
          {words.leastCost(
            ratio,
            formatCut(least),
            formatCost(cost.leastCost.cost),
            formatCost(costOf(defaultRow, cost.ratio, thresholds.total)),
            defaultCut,
            formatCost(cost.approveAllCost),
            formatCost(cost.refuseAllCost),
          )}
        </p>
        <p data-testid="bayes-cut">
          {cost.bayesWorseThanEveryone
            ? words.bayesCostlier(
                bayesCut,
                formatCost(cost.bayes.cost),
                formatCost(Math.min(cost.approveAllCost, cost.refuseAllCost)),
              )
            : words.bayes(bayesCut, formatCost(cost.bayes.cost))}
        </p>
      </>
    );
  }

  return (
    <section aria-labelledby={TITLE_ID}>
      <SectionTitle id={TITLE_ID} title={words.title} intro={words.intro(formatNumber(thresholds.total))} />
      <div className="mt-6 grid gap-8 rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm lg:grid-cols-2">
        <ThresholdExplorer
          rows={rows}
          index={index}
          onIndexChange={setIndex}
          words={{ title: words.explorerTitle, slider: words.slider(positive), matrixCaption: words.matrixCaption }}
          matrixLabels={{
            predictedPositive: words.predictedPositive(positive),
            predictedNegative: words.predictedNegative(positive),
            actualPositive: words.actualPositive(positive),
            actualNegative: words.actualNegative(positive),
            cellNames: words.cellNames,
          }}
          formatCut={formatCut}
          figures={(_, row) => figuresAt(row)}
          summary={(cut, [tpr, fpr, precision, accuracy]) =>
            words.summary(cut, tpr?.[1] ?? "", fpr?.[1] ?? "", precision?.[1] ?? "", accuracy?.[1] ?? "")
          }
        />
        <CostRatio
          cuts={costs}
          words={{ title: words.costTitle, ratio: words.costRatio, ratioValue: (ratio) => ratio, goTo: words.goToCost }}
          formatRatio={formatRatio}
          intro={
            <p className="font-medium text-neutral-900" data-testid="default-not-decision">
              {words.defaultNotDecision(defaultCut)}
            </p>
          }
          onJump={jumpToCost}
        >
          {costText}
        </CostRatio>
      </div>
    </section>
  );
}

/** The island as the browser hydrates it: its data from the page (threshold-data.ts). */
export const thresholdFromPage = () => withData(ModelThreshold, readThresholdData(document));
