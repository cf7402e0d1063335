import type { ReactNode } from "react";

import { Button } from "#app/components/ui/button";

import { BatchErrors } from "./batch-errors";
import { formatCount } from "./batch-file";
import { Download } from "./batch-icons";
import type { BatchWords } from "./batch-words";
import { downloadCsv, scoredFileName } from "./download-csv";
import type { BatchTableBase } from "./use-batch-scoring";

type BatchResultsProps = {
  fileName: string;
  table: BatchTableBase;
  /** The results as a CSV file's text, made when the visitor downloads them. */
  csv: () => string;
  /** The counts shown above the table: [name, count]. */
  figures: readonly (readonly [string, number])[];
  /** The table of every row (batch-results-table.tsx with the page's columns). */
  children: ReactNode;
  words: BatchWords;
};

/** A scored file: counts, the download, the table and the rows that could not be scored. */
export function BatchResults({ fileName, table, csv, figures, children, words }: BatchResultsProps) {
  return (
    <div className="flex flex-col gap-6" data-testid="batch-results">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold [overflow-wrap:anywhere] text-neutral-900">
          {words.resultsTitle(fileName)}
        </h3>
        <Button variant="outline" onClick={() => downloadCsv(scoredFileName(fileName), csv())}>
          <Download aria-hidden="true" />
          {words.download}
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(([name, value]) => (
          <div key={name} className="rounded-xl bg-neutral-50 p-3">
            <dt className="text-xs text-neutral-700">{name}</dt>
            <dd className="text-xl font-bold tabular-nums text-neutral-900">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      {children}
      <BatchErrors table={table} words={words} />
    </div>
  );
}
