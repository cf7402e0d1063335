import { Table, TableBody, TableCaption, TableCell, TableHead, TableRow } from "#app/components/ui/table";
import { cn } from "#app/lib/utils";

import { FiguresHeader } from "./figures-header";
import type { ReliabilityPoint } from "./reliability-marks";

/** A bin as its table row reads it: its edges, its rows, and the figures the chart draws. */
export type ReliabilityRow = ReliabilityPoint & { to: number; rows: number };

type ReliabilityTableProps = {
  bins: readonly ReliabilityRow[];
  caption: string;
  /** The columns' names; `interval` adds a column for each bin's interval (`formatInterval`). */
  columns: { bin: string; rows: string; predicted: string; observed: string; interval?: string };
  /** A bin's name from its edges, e.g. "20–30%". */
  binName: (from: number, to: number) => string;
  /** A predicted probability or an observed rate, as the page writes a share. */
  formatShare: (share: number) => string;
  formatInterval?: (bin: ReliabilityRow) => string;
};

// Narrow: the table sits in a column beside its chart.
const compact = "px-0 py-1";

/**
 * A reliability diagram's numbers (reliability-marks.tsx), one row per bin: its text alternative. Each page writes
 * its figures in its own way, so the formats are passed in.
 */
export function ReliabilityTable({
  bins,
  caption,
  columns,
  binName,
  formatShare,
  formatInterval,
}: ReliabilityTableProps) {
  const figures = [columns.rows, columns.predicted, columns.observed, ...(columns.interval ? [columns.interval] : [])];
  return (
    <Table className="mt-3 text-right tabular-nums">
      <TableCaption className="mb-1">{caption}</TableCaption>
      <FiguresHeader first={columns.bin} figures={figures} className={compact} />
      <TableBody>
        {bins.map((bin) => (
          <TableRow key={bin.from}>
            <TableHead scope="row" className={cn(compact, "font-normal")}>
              {binName(bin.from, bin.to)}
            </TableHead>
            <TableCell className={compact}>{bin.rows}</TableCell>
            <TableCell className={compact}>{formatShare(bin.meanPredicted)}</TableCell>
            <TableCell className={compact}>{formatShare(bin.observedRate)}</TableCell>
            {columns.interval && formatInterval && (
              // An interval reads as one figure: kept on one line, set off from the rate before it.
              <TableCell className={cn(compact, "whitespace-nowrap pl-3")}>{formatInterval(bin)}</TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
