import { ThresholdExplorer as CutExplorer } from "#app/components/threshold-explorer/threshold-explorer";
import { RadioGroup } from "#app/components/ui/radio-group";
import { thresholdExplorer as copy } from "#app/words/loan/evaluation";
import type { ThresholdRow } from "#model/card/figures";

import { formatPercent } from "../../format";
import { formatCut, LOAN_MATRIX_LABELS, SHOWN_MODELS, type ShownModel } from "../evaluation-models";
import { type CutMark, CutMarks } from "./cut-marks";

export type ExplorerModel = {
  rows: readonly ThresholdRow[];
  /** Indexes into rows: the cut the model serves (the scorecard's 50 points; 0.5) and the best by cross-validation. */
  servedIndex: number;
  bestIndex: number;
};

type ThresholdExplorerProps = {
  model: ShownModel;
  models: Record<ShownModel, ExplorerModel>;
  index: number;
  /** How the best cut was chosen (the card's rule), said under the marks. */
  bestRule: string;
  /** Called when the visitor checks a model, and on hydration for one they checked before the code came. */
  onModelChange: (model: ShownModel) => void;
  /** Called when the visitor moves the slider, and on hydration if they moved it before the code came. */
  onIndexChange: (index: number) => void;
  /** Moves the slider to a mark of the model shown when it runs. */
  onJump: (mark: CutMark) => void;
};

function orDash(share: number | null): string {
  return share === null ? copy.noApprovals : formatPercent(share, 1);
}

/**
 * The shared explorer (components/threshold-explorer/) over the demo's two models: pick a model, move the slider
 * over the card's cuts; accuracy, precision, recall and approval rate follow. The served cut and the best cut are
 * marked under the slider and one button away.
 */
export function ThresholdExplorer({
  model,
  models,
  index,
  bestRule,
  onModelChange,
  onIndexChange,
  onJump,
}: ThresholdExplorerProps) {
  const { rows, servedIndex, bestIndex } = models[model];
  const cutAt = (at: number) => formatCut(model, rows[at] ?? { cut: 0 });
  return (
    <CutExplorer
      rows={rows}
      index={rows[index] ? index : servedIndex}
      onIndexChange={onIndexChange}
      words={copy}
      matrixLabels={LOAN_MATRIX_LABELS}
      formatCut={(row) => formatCut(model, row)}
      figures={(metrics) => [
        [copy.metrics.accuracy, formatPercent(metrics.accuracy, 1)],
        [copy.metrics.precision, orDash(metrics.precision)],
        [copy.metrics.recall, orDash(metrics.recall)],
        [copy.metrics.approvalRate, formatPercent(metrics.approvalRate, 1)],
      ]}
      summary={(cut, [accuracy, precision, recall, rate]) =>
        copy.summary(
          copy.models[model],
          cut,
          accuracy?.[1] ?? "",
          precision?.[1] ?? "",
          recall?.[1] ?? "",
          rate?.[1] ?? "",
        )
      }
      above={
        <RadioGroup
          legend={copy.modelLegend}
          options={SHOWN_MODELS}
          labels={copy.models}
          selected={model}
          onChange={onModelChange}
        />
      }
      marks={
        <CutMarks
          model={model}
          last={rows.length - 1}
          served={{ index: servedIndex, cut: cutAt(servedIndex) }}
          best={{ index: bestIndex, cut: cutAt(bestIndex) }}
          bestRule={bestRule}
          onJump={onJump}
        />
      }
    />
  );
}
