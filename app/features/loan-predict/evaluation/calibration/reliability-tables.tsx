import { ReliabilityTable } from "#app/components/charts/reliability-table";
import { calibrationSection as copy } from "#app/words/loan/evaluation";

import { formatPercent } from "../../format";
import { modelName } from "../evaluation-models";
import type { ReliabilitySeries } from "./reliability-chart";

const binName = (from: number, to: number) => copy.bin(formatPercent(from), formatPercent(to));
const formatShare = (share: number) => formatPercent(share, 1);

/** The reliability diagram's numbers, one table per model, folded away under a summary. */
export function ReliabilityTables({ series }: { series: readonly ReliabilitySeries[] }) {
  return (
    <details className="rounded-xl border border-neutral-200 p-3">
      <summary className="cursor-pointer font-medium text-neutral-900">{copy.tableSummary}</summary>
      {series.map((entry) => (
        <ReliabilityTable
          key={entry.model}
          bins={entry.bins}
          caption={modelName(entry.model)}
          columns={copy.columns}
          binName={binName}
          formatShare={formatShare}
        />
      ))}
    </details>
  );
}
