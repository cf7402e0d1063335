import { useId, useRef } from "react";

import { RadioGroup } from "#app/components/ui/radio-group";
import { useOnHydrate } from "#app/lib/islands/use-on-hydrate";
import { thresholdExplorer as copy } from "#app/words/loan-evaluation";
import type { ThresholdRow } from "#model/card/figures";

import { formatPercent } from "../../format";
import { ConfusionMatrix } from "../confusion-matrix";
import { formatCut, SHOWN_MODELS, type ShownModel } from "../evaluation-models";
import { type CutMark, CutMarks } from "./cut-marks";
import { metricsAt } from "./cut-metrics";

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
 * Pick a model and move a native range input over the card's cuts; the metrics and the confusion matrix follow,
 * and a polite live text says them. The served cut and the best cut are marked under the slider and one button away.
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
  const id = useId();
  const slider = useRef<HTMLInputElement>(null);
  // After the radio group's: a model checked before the code came resets the cut, then the slider's place
  // (the one the visitor sees) is taken.
  useOnHydrate(() => {
    const shown = Number(slider.current?.value);
    if (Number.isInteger(shown) && shown !== index) onIndexChange(shown);
  });
  const { rows, servedIndex, bestIndex } = models[model];
  const row = rows[index] ?? rows[servedIndex];
  if (!row) return null;
  const metrics = metricsAt(row);
  const cut = formatCut(model, row);
  const servedCut = formatCut(model, rows[servedIndex] ?? { cut: 0 });
  const bestCut = formatCut(model, rows[bestIndex] ?? { cut: 0 });
  const values = [
    [copy.metrics.accuracy, formatPercent(metrics.accuracy, 1)],
    [copy.metrics.precision, orDash(metrics.precision)],
    [copy.metrics.recall, orDash(metrics.recall)],
    [copy.metrics.approvalRate, formatPercent(metrics.approvalRate, 1)],
  ] as const;
  const [accuracy, precision, recall, rate] = values.map(([, value]) => value);

  return (
    <div className="flex flex-col gap-5" data-testid="threshold-explorer">
      <h3 className="font-semibold text-neutral-900">{copy.title}</h3>
      <RadioGroup
        legend={copy.modelLegend}
        options={SHOWN_MODELS}
        labels={copy.models}
        selected={model}
        onChange={onModelChange}
      />

      <div>
        <div className="flex justify-between gap-3 text-sm">
          <label htmlFor={`${id}-cut`} className="font-medium text-neutral-800">
            {copy.slider}
          </label>
          <output htmlFor={`${id}-cut`} className="font-semibold text-neutral-900 tabular-nums">
            {cut}
          </output>
        </div>
        <input
          ref={slider}
          id={`${id}-cut`}
          type="range"
          min={0}
          max={rows.length - 1}
          step={1}
          value={index}
          aria-valuetext={cut}
          onChange={(event) => onIndexChange(Number(event.target.value))}
          className="mt-2 w-full accent-accent-2-700"
        />
        <CutMarks
          model={model}
          last={rows.length - 1}
          served={{ index: servedIndex, cut: servedCut }}
          best={{ index: bestIndex, cut: bestCut }}
          bestRule={bestRule}
          onJump={onJump}
        />
      </div>

      <p role="status" aria-live="polite" className="text-sm text-neutral-800" data-testid="cut-summary">
        {copy.summary(copy.models[model], cut, accuracy ?? "", precision ?? "", recall ?? "", rate ?? "")}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {values.map(([name, value]) => (
          <div key={name} className="rounded-xl bg-neutral-50 p-3">
            <dt className="text-xs text-neutral-600">{name}</dt>
            <dd className="text-lg font-semibold text-neutral-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <ConfusionMatrix matrix={row} caption={copy.matrixCaption(metrics.rows)} />
    </div>
  );
}
