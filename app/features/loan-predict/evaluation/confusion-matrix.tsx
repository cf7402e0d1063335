import { modelSection } from "#app/content/loan-demo";
import { cn } from "#app/lib/utils";
import type { ConfusionMatrix as Matrix } from "#model/card/figures";

function Cell({ count, name, correct }: { count: number; name: string; correct: boolean }) {
  return (
    <td
      className={cn(
        "rounded-lg border p-3 text-center",
        correct ? "border-green-200 bg-green-50 text-green-800" : "border-red-200 bg-red-50 text-red-800",
      )}
    >
      <span className="block text-2xl font-bold tabular-nums">{count}</span>
      <span className="text-xs font-medium">{name}</span>
    </td>
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
    <table className="w-full border-separate border-spacing-2 text-sm">
      <caption className="mb-1 text-left text-sm text-slate-600">{caption}</caption>
      <thead>
        <tr>
          <td />
          <th scope="col" className="font-medium text-slate-700">
            {copy.predictedApproved}
          </th>
          <th scope="col" className="font-medium text-slate-700">
            {copy.predictedRejected}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row" className="text-left font-medium text-slate-700">
            {copy.actualApproved}
          </th>
          <Cell count={matrix.truePositive} name={copy.cellNames.truePositive} correct />
          <Cell count={matrix.falseNegative} name={copy.cellNames.falseNegative} correct={false} />
        </tr>
        <tr>
          <th scope="row" className="text-left font-medium text-slate-700">
            {copy.actualRejected}
          </th>
          <Cell count={matrix.falsePositive} name={copy.cellNames.falsePositive} correct={false} />
          <Cell count={matrix.trueNegative} name={copy.cellNames.trueNegative} correct />
        </tr>
      </tbody>
    </table>
  );
}
