import { BatchScorer } from "#app/components/batch/batch-scorer";
import type { BatchWorker } from "#app/components/batch/use-batch-scoring";
import { batchScoring } from "#app/words/loan/batch";

import { formatInteger } from "../format";
import { SectionHeading } from "../section-heading";
import { BROWSER_BATCH_MAX_BYTES, BROWSER_BATCH_MAX_ROWS, fileProblem } from "./batch-file";
import { BatchResults } from "./batch-results";
import type { BatchTable } from "./batch-table";

const SAMPLE = { href: "/batch-sample.csv", note: batchScoring.sampleNote };
const MAX_MIB = BROWSER_BATCH_MAX_BYTES / 1024 / 1024;

function createBatchWorker(): BatchWorker<BatchTable> {
  // Written out in full here so Vite finds it and bundles the worker as its own script.
  return new Worker(new URL("./batch-worker.ts", import.meta.url), { type: "module" });
}

/**
 * The demo's batch scoring (components/batch/batch-scorer.tsx): a file of applications, scored by both models in a
 * worker, row by row. `createWorker` is for tests.
 */
export function BatchSection({ createWorker = createBatchWorker }: { createWorker?: () => BatchWorker<BatchTable> }) {
  return (
    <section aria-labelledby="batch-title">
      <SectionHeading id="batch-title" title={batchScoring.title} intro={batchScoring.intro} />
      <BatchScorer
        words={batchScoring}
        hint={batchScoring.fileHint(formatInteger(BROWSER_BATCH_MAX_ROWS), MAX_MIB)}
        maxMiB={MAX_MIB}
        sample={SAMPLE}
        createWorker={createWorker}
        fileProblem={fileProblem}
        workerFailed={batchScoring.workerFailed}
        results={(fileName, table) => <BatchResults fileName={fileName} table={table} />}
      />
    </section>
  );
}
