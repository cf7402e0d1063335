import { BatchResults as Results } from "#app/components/batch/batch-results";
import { BatchResultsTable } from "#app/components/batch/batch-results-table";
import { cn } from "#app/lib/utils";
import { batchScoring } from "#app/words/loan/batch";

import { formatProbability } from "../format";
import { resultsCsv } from "./batch-csv";
import { type BatchTable, tableRow, tableSummary } from "./batch-table";

/** A verdict in words and colour; `null`: the trained model gave none, outside the data. */
function Verdict({ verdict }: { verdict: "Yes" | "No" | null }) {
  if (verdict === null) return <span className="font-semibold text-neutral-800">{batchScoring.noVerdict}</span>;
  const approved = verdict === "Yes";
  return (
    <span className={cn("font-semibold", approved ? "text-success-800" : "text-danger-800")}>
      {approved ? batchScoring.approved : batchScoring.rejected}
    </span>
  );
}

const { columns } = batchScoring;
const COLUMNS = [
  columns.row,
  columns.scorecard,
  columns.score,
  columns.scorecardProbability,
  columns.trained,
  columns.trainedProbability,
];

/** Both models' verdicts, the score and both probabilities of a scored row. */
function cells(table: BatchTable, row: number) {
  const result = tableRow(table, row, () => undefined);
  if ("error" in result) return null;
  return [
    <Verdict key="scorecard" verdict={result.scorecard.approved ? "Yes" : "No"} />,
    result.scorecard.score,
    formatProbability(result.scorecard.probability),
    <Verdict key="trained" verdict={result.trained.verdict} />,
    formatProbability(result.trained.probability),
  ];
}

/** A scored file of applications: counts, the download, both models' answers row by row, the rows not scored. */
export function BatchResults({ fileName, table }: { fileName: string; table: BatchTable }) {
  const summary = tableSummary(table);
  const { summary: names } = batchScoring;
  const figures = [
    [names.rows, table.total],
    [names.scored, summary.scored],
    [names.unscored, summary.unscored],
    [names.scorecardApproves, summary.scorecardApproves],
    [names.trainedApproves, summary.trainedApproves],
    [names.trainedAbstains, summary.trainedAbstains],
  ] as const;
  return (
    <Results fileName={fileName} table={table} csv={() => resultsCsv(table)} figures={figures} words={batchScoring}>
      <BatchResultsTable
        table={table}
        caption={batchScoring.tableCaption}
        columns={COLUMNS}
        cells={cells}
        words={batchScoring}
      />
    </Results>
  );
}
