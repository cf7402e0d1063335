import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { cn } from "#app/lib/utils";
import { modelSection } from "#app/words/loan-demo";
import type { ConfusionMatrix as Matrix } from "#model/card/figures";

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

/** The evaluation's confusion matrix as a 2×2 table: right verdicts in green, wrong ones in red. */
export function ConfusionMatrix({
  matrix,
  caption = modelSection.matrixCaption,
}: {
  matrix: Matrix;
  caption?: string;
}) {
  const copy = modelSection;
  return (
    <Table className="border-separate border-spacing-2">
      <TableCaption className="mb-1 font-normal text-neutral-600">{caption}</TableCaption>
      <TableHeader>
        <TableRow className="border-0">
          <td />
          <TableHead scope="col" className="p-0 text-center">
            {copy.predictedApproved}
          </TableHead>
          <TableHead scope="col" className="p-0 text-center">
            {copy.predictedRejected}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow className="border-0">
          <TableHead scope="row" className="p-0 text-neutral-700">
            {copy.actualApproved}
          </TableHead>
          <Cell count={matrix.truePositive} name={copy.cellNames.truePositive} correct />
          <Cell count={matrix.falseNegative} name={copy.cellNames.falseNegative} correct={false} />
        </TableRow>
        <TableRow className="border-0">
          <TableHead scope="row" className="p-0 text-neutral-700">
            {copy.actualRejected}
          </TableHead>
          <Cell count={matrix.falsePositive} name={copy.cellNames.falsePositive} correct={false} />
          <Cell count={matrix.trueNegative} name={copy.cellNames.trueNegative} correct />
        </TableRow>
      </TableBody>
    </Table>
  );
}
