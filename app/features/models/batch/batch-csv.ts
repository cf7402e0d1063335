import { csvLine } from "#model/batch/csv-write";
import type { ExampleRow } from "#model/kit/data/examples";
import type { KitPrediction } from "#model/kit/serving/contract";
import type { KitSpec } from "#model/kit/serving/served-model";
import type { KitTask } from "#model/kit/types";

import type { KitBatchTable } from "./batch-table";

/** The results file's columns: a classifier's and a regressor's answers differ, the rest is the same. */
export function resultsCsvHeader(task: KitTask): string[] {
  const answer =
    task === "regression"
      ? ["prediction", "interval_low", "interval_high"]
      : ["prediction", "probability", "prediction_set"];
  return ["row", ...answer, "out_of_data", "warnings", "error"];
}

/** A scored row's answer cells, as the API's answer holds them (numbers unrounded, as its JSON writes them). */
function answerCells(answer: KitPrediction): (string | number)[] {
  if (answer.task === "regression") {
    const { low, high } = answer.interval;
    return [answer.value, low ?? "", high ?? ""];
  }
  // Binary: the positive class's probability, as the API's `probability`; else the verdict's own.
  const probability = answer.probability ?? answer.probabilities[answer.classes.indexOf(answer.verdict)]!;
  return [answer.verdict, probability, answer.predictionSet.classes.join("|")];
}

/**
 * The results as a CSV file's text: one line per input row, in order, numbered as the input's data rows (from 1).
 * A scored row has the model's answer as POST /api/models/<id>/predict/batch gives it: the verdict (a class label)
 * with the positive class's probability (binary) or the verdict's (multiclass) and the prediction set's classes
 * joined by "|", or the value with its interval (empty where unbounded); then whether it lies outside the test data
 * (the API's `abstain`) and its warnings' messages. A row that could not be scored has only its reason. CRLF line ends.
 */
export function modelResultsCsv(task: KitTask, table: KitBatchTable): string {
  const header = resultsCsvHeader(task);
  const reasons = new Map(table.errors.map(({ row, reason }) => [row, reason]));
  const lines = [csvLine(header)];
  for (let row = 1; row <= table.total; row++) {
    const answer = table.answers[row - 1];
    lines.push(
      answer
        ? csvLine([
            row,
            ...answerCells(answer),
            String(answer.abstain),
            answer.warnings.map((warning) => warning.message).join("; "),
            "",
          ])
        : csvLine([row, ...Array.from({ length: header.length - 2 }, () => ""), reasons.get(row) ?? ""]),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** A file to try, from the rows the page already publishes: the fields' columns, an unknown number left empty. */
export function sampleCsv(spec: Pick<KitSpec, "fields">, examples: readonly ExampleRow[]): string {
  const lines = [
    csvLine(spec.fields.map((field) => field.name)),
    // A missing number is NaN in a row, and null once the page's data is JSON.
    ...examples.map(({ values }) =>
      csvLine(values.map((value) => (value === null || Number.isNaN(value) ? "" : value))),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

/** A data: URL of CSV text, so that the sample downloads from a plain link, before any script has come. */
export function csvDataUrl(text: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(text)}`;
}
