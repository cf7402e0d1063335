import { useId, useState } from "react";

import { metricsAt } from "#app/components/threshold-explorer/cut-metrics";
import { rocSection } from "#app/words/loan/evaluation";
import { modelEvaluation } from "#model/card/model-evaluation";
import type { ModelEvaluation } from "#model/card/parts";

import { formatDecimal } from "../../format";
import { SectionHeading } from "../../section-heading";
import { ChartLegend } from "../chart-legend";
import { cardModel, formatCut, modelName, SHOWN_MODELS, type ShownModel } from "../evaluation-models";
import { CostCut } from "./cost-cut";
import type { CutMark } from "./cut-marks";
import { RocChart } from "./roc-chart";
import { ThresholdExplorer, type ExplorerModel } from "./threshold-explorer";

function indexOfCut(rows: readonly { cut: number }[], cut: number): number {
  const index = rows.findIndex((row) => Math.abs(row.cut - cut) < 1e-9);
  return index === -1 ? 0 : index;
}

/** Each shown model's rows of the card's cut table, and where its served and best cuts are among them. */
export function explorerModels(evaluation: ModelEvaluation): Record<ShownModel, ExplorerModel> {
  const entry = (model: ShownModel): ExplorerModel => {
    const key = cardModel(evaluation, model);
    const rows = evaluation.thresholds[key];
    return {
      rows,
      servedIndex: indexOfCut(rows, evaluation.crossValidation.models[key].cut),
      bestIndex: indexOfCut(rows, evaluation.bestCut.models[key].cut),
    };
  };
  return { scorecard: entry("scorecard"), trained: entry("trained") };
}

/**
 * Both models' ROC curves with their AUCs and a text summary, beside the threshold explorer; the explorer's cut
 * is ringed on the curve. Every number comes from model/card/model-evaluation.json.
 */
export function RocSection({ evaluation = modelEvaluation }: { evaluation?: ModelEvaluation }) {
  const summaryId = useId();
  const models = explorerModels(evaluation);
  // One state, changed only through updates of the latest one: a jump made before the code came is run
  // later (by React's form replay) with this render's handlers, and must land on the model shown then.
  const [{ model, index }, setCut] = useState<{ model: ShownModel; index: number }>({
    model: "scorecard",
    index: models.scorecard.servedIndex,
  });
  const row = models[model].rows[index];
  const point = row ? metricsAt(row) : null;
  const curves = SHOWN_MODELS.map((shown) => {
    const { points, pooledAuc } = evaluation.roc[cardModel(evaluation, shown)];
    return { model: shown, points, auc: formatDecimal(pooledAuc) };
  });

  function chooseModel(next: ShownModel) {
    setCut({ model: next, index: models[next].servedIndex });
  }

  function setIndex(next: number) {
    setCut((cut) => ({ ...cut, index: next }));
  }

  // By the latest model, as jump(): a press replayed after hydration may find another model checked.
  function jumpToCost(ratio: number) {
    setCut((cut) => {
      const costCut = evaluation.costCuts.models[cardModel(evaluation, cut.model)].find((each) => each.ratio === ratio);
      return costCut ? { ...cut, index: indexOfCut(models[cut.model].rows, costCut.least.cut) } : cut;
    });
  }

  function jump(mark: CutMark) {
    setCut((cut) => ({ ...cut, index: models[cut.model][mark === "best" ? "bestIndex" : "servedIndex"] }));
  }

  return (
    <section aria-labelledby="roc-title">
      <SectionHeading id="roc-title" title={rocSection.title} intro={rocSection.intro} />
      <div className="grid gap-8 rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm lg:grid-cols-2">
        <figure className="flex flex-col gap-3">
          <h3 className="font-semibold text-neutral-900">{rocSection.chartTitle}</h3>
          <RocChart
            curves={curves}
            marker={{ model, fpr: point?.falsePositiveRate ?? 0, tpr: point?.truePositiveRate ?? 0 }}
            summaryId={summaryId}
          />
          <ChartLegend
            items={curves.map((curve) => ({
              model: curve.model,
              label: rocSection.legend(modelName(curve.model), curve.auc),
            }))}
          />
          <figcaption id={summaryId} className="text-sm text-neutral-700">
            {rocSection.summary(
              evaluation.crossValidation.rows,
              curves.map((curve) => rocSection.summaryModel(modelName(curve.model), curve.auc)).join(" "),
            )}
          </figcaption>
        </figure>
        <div className="flex flex-col gap-6">
          <ThresholdExplorer
            model={model}
            models={models}
            index={index}
            bestRule={evaluation.bestCut.rule}
            onModelChange={chooseModel}
            onIndexChange={setIndex}
            onJump={jump}
          />
          <CostCut
            key={model}
            name={modelName(model)}
            cuts={evaluation.costCuts.models[cardModel(evaluation, model)]}
            baseRate={evaluation.costCuts.lenderApprovalRate}
            formatCut={(option) => formatCut(model, option)}
            onJump={jumpToCost}
          />
        </div>
      </div>
    </section>
  );
}
