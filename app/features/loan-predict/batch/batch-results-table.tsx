import { batchScoring } from "#app/content/loan-batch";
import { cn } from "#app/lib/utils";

import { formatProbability } from "../format";
import { Pager, usePages } from "./batch-pager";
import { type BatchTable, errorIndex, tableRow } from "./batch-table";

function Verdict({ approved }: { approved: boolean }) {
  return (
    <span className={cn("font-semibold", approved ? "text-green-800" : "text-red-800")}>
      {approved ? batchScoring.approved : batchScoring.rejected}
    </span>
  );
}

const cell = "px-3 py-2";

/** Every row, a page at a time: both models' verdicts, the score and both probabilities, or why it was not scored. */
export function BatchResultsTable({ table }: { table: BatchTable }) {
  const pages = usePages(table.total, table);
  const errorOf = errorIndex(table);
  const { columns } = batchScoring;
  const rows = Array.from({ length: pages.to - pages.from }, (_, index) =>
    tableRow(table, pages.from + index + 1, errorOf),
  );
  return (
    <div>
      {/* Scrolls sideways on narrow screens, so it takes focus to be scrollable by keyboard. */}
      <div role="region" aria-labelledby="batch-table-caption" tabIndex={0} className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption id="batch-table-caption" className="mb-2 text-left text-sm text-slate-700">
            {batchScoring.tableCaption}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-700">
              {[
                columns.row,
                columns.scorecard,
                columns.score,
                columns.scorecardProbability,
                columns.trained,
                columns.trainedProbability,
              ].map((name) => (
                <th key={name} scope="col" className={cn(cell, "font-medium")}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="tabular-nums text-slate-900">
            {rows.map((row) => (
              <tr key={row.row} className="border-b border-slate-100">
                <th scope="row" className={cn(cell, "text-left font-medium")}>
                  {row.row}
                </th>
                {"error" in row ? (
                  <td colSpan={5} className={cn(cell, "text-slate-700")}>
                    {batchScoring.notScored(row.error)}
                  </td>
                ) : (
                  <>
                    <td className={cell}>
                      <Verdict approved={row.scorecard.approved} />
                    </td>
                    <td className={cell}>{row.scorecard.score}</td>
                    <td className={cell}>{formatProbability(row.scorecard.probability)}</td>
                    <td className={cell}>
                      <Verdict approved={row.trained.approved} />
                    </td>
                    <td className={cell}>{formatProbability(row.trained.probability)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager pages={pages} label={batchScoring.tableCaption} />
    </div>
  );
}
