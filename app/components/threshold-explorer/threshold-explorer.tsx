import { type ReactNode, useId, useRef } from "react";

import { useOnHydrate } from "#app/lib/islands/use-on-hydrate";
import type { ConfusionMatrix as Matrix } from "#model/card/figures";

import { ConfusionMatrix, type MatrixLabels } from "./confusion-matrix";
import { type CutMetrics, metricsAt } from "./cut-metrics";

/** One row of a threshold table: a cut and the confusion matrix of calling positive every row scoring at least it. */
export type CutRow = { cut: number } & Matrix;

/** A figure under the slider: its name and its value as the page writes it. */
export type CutFigure = readonly [name: string, value: string];

type ThresholdExplorerProps<Row extends CutRow> = {
  /** The threshold table's rows, in the slider's order. */
  rows: readonly Row[];
  /** The slider's place among the rows. */
  index: number;
  /** Called when the visitor moves the slider, and on hydration if they moved it before the code came. */
  onIndexChange: (index: number) => void;
  words: { title: string; slider: string; matrixCaption: (rows: number) => string };
  matrixLabels: MatrixLabels;
  /** A row's cut as the page writes it (the slider's value text). */
  formatCut: (row: Row) => string;
  /** The figures shown for a row, in order. */
  figures: (metrics: CutMetrics, row: Row) => readonly CutFigure[];
  /** What the live text says for a row and its figures. */
  summary: (cut: string, figures: readonly CutFigure[], row: Row) => string;
  /** Controls above the slider (a choice of model). */
  above?: ReactNode;
  /** What sits under the slider (marks of named cuts). */
  marks?: ReactNode;
};

/**
 * A native range input over a threshold table's cuts; the figures and the confusion matrix follow it, and a polite
 * live text says them. The page gives the words, the figures and the cut's format, so any table of cuts can use it:
 * the loan demo's two models, a model page's probabilities.
 */
export function ThresholdExplorer<Row extends CutRow>({
  rows,
  index,
  onIndexChange,
  words,
  matrixLabels,
  formatCut,
  figures,
  summary,
  above,
  marks,
}: ThresholdExplorerProps<Row>) {
  const id = useId();
  const slider = useRef<HTMLInputElement>(null);
  // After the controls above (their hydration runs first, as children's do): what those reset, the slider's place
  // (the one the visitor sees) then overrides.
  useOnHydrate(() => {
    const shown = Number(slider.current?.value);
    if (Number.isInteger(shown) && shown !== index) onIndexChange(shown);
  });
  const row = rows[index];
  if (!row) return null;
  const metrics = metricsAt(row);
  const cut = formatCut(row);
  const values = figures(metrics, row);

  return (
    <div className="flex flex-col gap-5" data-testid="threshold-explorer">
      <h3 className="font-semibold text-neutral-900">{words.title}</h3>
      {above}

      <div>
        <div className="flex justify-between gap-3 text-sm">
          <label htmlFor={`${id}-cut`} className="font-medium text-neutral-800">
            {words.slider}
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
        {marks}
      </div>

      <p role="status" aria-live="polite" className="text-sm text-neutral-800" data-testid="cut-summary">
        {summary(cut, values, row)}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {values.map(([name, value]) => (
          <div key={name} className="rounded-xl bg-neutral-50 p-3">
            <dt className="text-xs text-neutral-600">{name}</dt>
            <dd className="text-lg font-semibold text-neutral-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <ConfusionMatrix matrix={row} labels={matrixLabels} caption={words.matrixCaption(metrics.rows)} />
    </div>
  );
}
