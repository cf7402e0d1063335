import { csvLine } from "#model/batch/csv-write";

import { type BatchTable, errorIndex, tableRow } from "./batch-table";

export const RESULTS_CSV_HEADER = [
  "row",
  "scorecard_prediction",
  "scorecard_score",
  "scorecard_probability",
  "trained_prediction",
  "trained_probability",
  "error",
] as const;

const verdict = (approved: boolean) => (approved ? "Yes" : "No");

/**
 * The results as a CSV file's text: one line per input row, in order, numbered as the input's data rows
 * (from 1); a scored row has both models' answers as the API gives them ("Yes"/"No", points, probabilities
 * to 4 decimals; the trained model's verdict empty where it gave none, outside the data, as the API's null), a
 * row that could not be scored only its reason, quoted where it needs to be. CRLF line ends.
 */
export function resultsCsv(table: BatchTable): string {
  const errorOf = errorIndex(table);
  const lines = [csvLine(RESULTS_CSV_HEADER)];
  for (let row = 1; row <= table.total; row++) {
    const result = tableRow(table, row, errorOf);
    lines.push(
      "error" in result
        ? csvLine([row, "", "", "", "", "", result.error])
        : csvLine([
            row,
            verdict(result.scorecard.approved),
            result.scorecard.score,
            result.scorecard.probability,
            result.trained.verdict ?? "",
            result.trained.probability,
            "",
          ]),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
