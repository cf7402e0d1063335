import type { ScorecardEvaluation, ClassificationMetrics } from "#model/model-card";
import { modelSection } from "~/content/loan-demo";
import { cn } from "~/lib/utils";

import { formatPercent } from "./format";

const METRICS = ["accuracy", "precision", "recall"] as const satisfies readonly (keyof ClassificationMetrics)[];

/** The scorecard's metrics next to two naive baselines, so the accuracy figure has something to beat. */
export function BaselinesTable({ card }: { card: ScorecardEvaluation }) {
  const rows = [
    { name: modelSection.rows.model, metrics: card.metrics, highlight: true },
    { name: modelSection.rows.alwaysApprove, metrics: card.baselines.alwaysApprove, highlight: false },
    { name: modelSection.rows.creditHistoryOnly, metrics: card.baselines.creditHistoryOnly, highlight: false },
  ];
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-sm text-slate-600">{modelSection.baselinesCaption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          <td />
          {METRICS.map((metric) => (
            <th key={metric} scope="col" className="px-2 py-2 text-right font-medium">
              {modelSection.metricNames[metric]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name} className={cn("border-b border-slate-100", row.highlight && "bg-blue-50 font-semibold")}>
            <th scope="row" className="px-2 py-2 text-left font-medium text-slate-800">
              {row.name}
            </th>
            {METRICS.map((metric) => (
              <td key={metric} className="px-2 py-2 text-right tabular-nums text-slate-900">
                {formatPercent(row.metrics[metric], 1)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
