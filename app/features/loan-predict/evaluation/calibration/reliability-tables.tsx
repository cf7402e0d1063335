import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { cn } from "#app/lib/utils";
import { calibrationSection as copy } from "#app/words/loan-evaluation";

import { formatPercent } from "../../format";
import { modelName } from "../evaluation-models";
import type { ReliabilitySeries } from "./reliability-chart";

// Narrower than the other tables: it sits in a column beside the chart.
const compact = "px-0 py-1";

/** The reliability diagram's numbers, one table per model, folded away under a summary. */
export function ReliabilityTables({ series }: { series: readonly ReliabilitySeries[] }) {
  return (
    <details className="rounded-xl border border-neutral-200 p-3">
      <summary className="cursor-pointer font-medium text-neutral-900">{copy.tableSummary}</summary>
      {series.map((entry) => (
        <Table key={entry.model} className="mt-3 text-right tabular-nums">
          <TableCaption className="mb-1">{modelName(entry.model)}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col" className={compact}>
                {copy.columns.bin}
              </TableHead>
              {[copy.columns.rows, copy.columns.predicted, copy.columns.observed].map((name) => (
                <TableHead key={name} scope="col" className={cn(compact, "text-right")}>
                  {name}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {entry.bins.map((bin) => (
              <TableRow key={bin.from}>
                <TableHead scope="row" className={cn(compact, "font-normal")}>
                  {copy.bin(formatPercent(bin.from), formatPercent(bin.to))}
                </TableHead>
                <TableCell className={compact}>{bin.rows}</TableCell>
                <TableCell className={compact}>{formatPercent(bin.meanPredicted, 1)}</TableCell>
                <TableCell className={compact}>{formatPercent(bin.observedRate, 1)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ))}
    </details>
  );
}
