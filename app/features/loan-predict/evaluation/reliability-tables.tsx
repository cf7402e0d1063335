import { calibrationSection as copy } from "#app/content/loan-evaluation";

import { formatPercent } from "../format";
import { modelName } from "./evaluation-models";
import type { ReliabilitySeries } from "./reliability-chart";

/** The reliability diagram's numbers, one table per model, folded away under a summary. */
export function ReliabilityTables({ series }: { series: readonly ReliabilitySeries[] }) {
  return (
    <details className="rounded-xl border border-slate-200 p-3">
      <summary className="cursor-pointer font-medium text-slate-900">{copy.tableSummary}</summary>
      {series.map((entry) => (
        <table key={entry.model} className="mt-3 w-full text-right tabular-nums">
          <caption className="mb-1 text-left font-medium text-slate-800">{modelName(entry.model)}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-1 text-left font-medium">
                {copy.columns.bin}
              </th>
              <th scope="col" className="py-1 font-medium">
                {copy.columns.rows}
              </th>
              <th scope="col" className="py-1 font-medium">
                {copy.columns.predicted}
              </th>
              <th scope="col" className="py-1 font-medium">
                {copy.columns.observed}
              </th>
            </tr>
          </thead>
          <tbody>
            {entry.bins.map((bin) => (
              <tr key={bin.from} className="border-b border-slate-100">
                <th scope="row" className="py-1 text-left font-normal">
                  {copy.bin(formatPercent(bin.from), formatPercent(bin.to))}
                </th>
                <td className="py-1">{bin.rows}</td>
                <td className="py-1">{formatPercent(bin.meanPredicted, 1)}</td>
                <td className="py-1">{formatPercent(bin.observedRate, 1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </details>
  );
}
