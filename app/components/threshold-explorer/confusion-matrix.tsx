import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { cn } from "#app/lib/utils";
import type { ConfusionMatrix as Matrix } from "#model/card/figures";

/** The matrix's headers and cell names, in the page's words (what "positive" is differs by model). */
export type MatrixLabels = {
  predictedPositive: string;
  predictedNegative: string;
  actualPositive: string;
  actualNegative: string;
  cellNames: Record<keyof Matrix, string>;
};

function Cell({ count, name, correct }: { count: number; name: string; correct: boolean }) {
  return (
    <TableCell
      className={cn(
        "rounded-lg border p-3 text-center",
        correct
          ? "border-success-200 bg-success-50 text-success-800"
          : "border-danger-200 bg-danger-50 text-danger-800",
      )}
    >
      <span className="block text-2xl font-bold tabular-nums">{count}</span>
      <span className="text-xs font-medium">{name}</span>
    </TableCell>
  );
}

/** A confusion matrix as a 2×2 table: right verdicts in green, wrong ones in red. */
export function ConfusionMatrix({
  matrix,
  labels,
  caption,
}: {
  matrix: Matrix;
  labels: MatrixLabels;
  caption: string;
}) {
  return (
    <Table className="border-separate border-spacing-2">
      <TableCaption className="mb-1 font-normal text-neutral-600">{caption}</TableCaption>
      <TableHeader>
        <TableRow className="border-0">
          <td />
          <TableHead scope="col" className="p-0 text-center">
            {labels.predictedPositive}
          </TableHead>
          <TableHead scope="col" className="p-0 text-center">
            {labels.predictedNegative}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow className="border-0">
          <TableHead scope="row" className="p-0 text-neutral-700">
            {labels.actualPositive}
          </TableHead>
          <Cell count={matrix.truePositive} name={labels.cellNames.truePositive} correct />
          <Cell count={matrix.falseNegative} name={labels.cellNames.falseNegative} correct={false} />
        </TableRow>
        <TableRow className="border-0">
          <TableHead scope="row" className="p-0 text-neutral-700">
            {labels.actualNegative}
          </TableHead>
          <Cell count={matrix.falsePositive} name={labels.cellNames.falsePositive} correct={false} />
          <Cell count={matrix.trueNegative} name={labels.cellNames.trueNegative} correct />
        </TableRow>
      </TableBody>
    </Table>
  );
}
