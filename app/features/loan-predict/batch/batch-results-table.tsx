import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { cn } from "#app/lib/utils";
import { batchScoring } from "#app/words/loan-batch";

import { formatProbability } from "../format";
import { Pager, usePages } from "./batch-pager";
import { type BatchTable, errorIndex, tableRow } from "./batch-table";

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

const cell = "px-3";

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
        <Table>
          <TableCaption id="batch-table-caption" className="font-normal text-neutral-700">
            {batchScoring.tableCaption}
          </TableCaption>
          <TableHeader>
            <TableRow>
              {[
                columns.row,
                columns.scorecard,
                columns.score,
                columns.scorecardProbability,
                columns.trained,
                columns.trainedProbability,
              ].map((name) => (
                <TableHead key={name} scope="col" className={cell}>
                  {name}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody className="tabular-nums text-neutral-900">
            {rows.map((row) => (
              <TableRow key={row.row}>
                <TableHead scope="row" className={cell}>
                  {row.row}
                </TableHead>
                {"error" in row ? (
                  <TableCell colSpan={5} className={cn(cell, "text-neutral-700")}>
                    {batchScoring.notScored(row.error)}
                  </TableCell>
                ) : (
                  <>
                    <TableCell className={cell}>
                      <Verdict verdict={row.scorecard.approved ? "Yes" : "No"} />
                    </TableCell>
                    <TableCell className={cell}>{row.scorecard.score}</TableCell>
                    <TableCell className={cell}>{formatProbability(row.scorecard.probability)}</TableCell>
                    <TableCell className={cell}>
                      <Verdict verdict={row.trained.verdict} />
                    </TableCell>
                    <TableCell className={cell}>{formatProbability(row.trained.probability)}</TableCell>
                  </>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <Pager pages={pages} label={batchScoring.tableCaption} />
    </div>
  );
}
