import { BatchResults } from "#app/components/batch/batch-results";
import { BatchResultsTable } from "#app/components/batch/batch-results-table";
import { formatList } from "#app/lib/format";
import { modelBatchWords as words } from "#app/words/model-batch";
import { modelPredictorWords } from "#app/words/models";
import type { KitSpec } from "#model/kit/serving/served-model";

import { className } from "../class-name";
import { formatShare, formatValue } from "../format";
import { modelResultsCsv } from "./batch-csv";
import { type KitBatchTable, kitTableSummary } from "./batch-table";

type Spec = Pick<KitSpec, "task" | "classes" | "positiveClass">;

/** The columns' names: a classifier's verdict, probability and set, or a regressor's value and interval. */
function columnsOf(spec: Spec): string[] {
  const { columns } = words;
  if (spec.task === "regression") return [columns.row, columns.prediction, columns.interval, columns.data];
  const positive = spec.positiveClass?.name ?? String(spec.classes?.[1]);
  const probability = spec.task === "binary" ? columns.probabilityOf(positive) : columns.probability;
  return [columns.row, columns.prediction, probability, columns.set, columns.data];
}

// A value and its bounds to four digits, as the form's answer gives them.
const bound = (value: number | null) => (value === null ? modelPredictorWords.unbounded : formatValue(value, 4));

/** A scored row's cells after its number, in the page's words. */
function cellsOf(spec: Spec) {
  return (table: KitBatchTable, row: number) => {
    const answer = table.answers[row - 1];
    if (!answer) return null;
    const data = answer.abstain ? <span className="font-semibold text-danger-800">{words.outside}</span> : words.within;
    if (answer.task === "regression") {
      const { low, high } = answer.interval;
      return [formatValue(answer.value, 4), modelPredictorWords.intervalRange(bound(low), bound(high)), data];
    }
    const probability = answer.probability ?? answer.probabilities[answer.classes.indexOf(answer.verdict)]!;
    const set = answer.predictionSet.classes;
    return [
      <strong key="verdict">{className(spec, answer.verdict)}</strong>,
      formatShare(probability),
      set.length > 0 ? formatList(set.map((label) => className(spec, label))) : words.emptySet,
      data,
    ];
  };
}

/** A scored file of inputs: counts, the download, the model's answer row by row, the rows not scored. */
export function ModelBatchResults({ spec, fileName, table }: { spec: Spec; fileName: string; table: KitBatchTable }) {
  const summary = kitTableSummary(table);
  const { summary: names } = words;
  const positive =
    spec.task === "binary" && spec.positiveClass
      ? [[names.positive(spec.positiveClass.name), summary.positive] as const]
      : [];
  const figures = [
    [names.rows, table.total],
    [names.scored, summary.scored],
    [names.unscored, summary.unscored],
    ...positive,
    [names.outOfData, summary.outOfData],
  ] as const;
  return (
    <BatchResults
      fileName={fileName}
      table={table}
      csv={() => modelResultsCsv(spec.task, table)}
      figures={figures}
      words={words}
    >
      <BatchResultsTable
        table={table}
        caption={words.tableCaption}
        columns={columnsOf(spec)}
        cells={cellsOf(spec)}
        words={words}
      />
    </BatchResults>
  );
}
