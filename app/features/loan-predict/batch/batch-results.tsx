import { Button } from "#app/components/ui/button";
import { batchScoring } from "#app/words/loan-batch";

import { formatInteger } from "../format";
import { resultsCsv } from "./batch-csv";
import { BatchErrors } from "./batch-errors";
import { Download } from "./batch-icons";
import { BatchResultsTable } from "./batch-results-table";
import { type BatchTable, tableSummary } from "./batch-table";

// Long enough for the browser to start saving the file; FileSaver.js waits 40 s before revoking too.
const REVOKE_AFTER_MS = 40_000;

/** Saves the results as "<name>-scored.csv" through a Blob and an object URL: nothing is sent anywhere. */
function downloadResults(fileName: string, table: BatchTable) {
  const blob = new Blob([resultsCsv(table)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `${fileName.replace(/\.csv$/i, "")}-scored.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** A scored file: counts, the download, the table and the rows that could not be scored. */
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
    <div className="flex flex-col gap-6" data-testid="batch-results">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold [overflow-wrap:anywhere] text-neutral-900">
          {batchScoring.resultsTitle(fileName)}
        </h3>
        <Button variant="outline" onClick={() => downloadResults(fileName, table)}>
          <Download aria-hidden="true" />
          {batchScoring.download}
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(([name, value]) => (
          <div key={name} className="rounded-xl bg-neutral-50 p-3">
            <dt className="text-xs text-neutral-700">{name}</dt>
            <dd className="text-xl font-bold tabular-nums text-neutral-900">{formatInteger(value)}</dd>
          </div>
        ))}
      </dl>
      <BatchResultsTable table={table} />
      <BatchErrors table={table} />
    </div>
  );
}
