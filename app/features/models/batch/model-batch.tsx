import { useMemo } from "react";

import { csvFileProblem, formatCount } from "#app/components/batch/batch-file";
import { BatchScorer } from "#app/components/batch/batch-scorer";
import type { BatchWorker } from "#app/components/batch/use-batch-scoring";
import { formatList } from "#app/lib/format";
import { withData } from "#app/lib/islands/data-block";
import { modelBatchWords as words } from "#app/words/model-batch";
import { BATCH_MAX_BYTES, BATCH_MAX_ROWS } from "#model/batch/limits";
import type { ServedModel } from "#model/kit/serving/served-model";

import { type PredictorData, readPredictorData } from "../island-data";
import { SectionTitle } from "../section-title";
import { csvDataUrl, sampleCsv } from "./batch-csv";
import { ModelBatchResults } from "./batch-results";
import type { ModelBatchRequest } from "./batch-run";
import type { KitBatchTable } from "./batch-table";

const MAX_MIB = BATCH_MAX_BYTES / 1024 / 1024;

/** The served model, from its own chunk ("virtual:models/serving/<id>"): fetched on the first file, not before. */
async function loadServed(id: string): Promise<ServedModel> {
  const { modelServing } = await import("virtual:models");
  const load = modelServing[id];
  if (!load) throw new Error(`No model "${id}" in this build.`);
  return (await load()).served;
}

/**
 * A worker that scores a file for model `id`: the page loads the model (as the form does on its first Predict) and
 * posts it with the file; a model that cannot be loaded fails the file with words.modelFailed.
 */
function createModelWorker(id: string): BatchWorker<KitBatchTable> {
  // Written out in full here so Vite finds it and bundles the worker as its own script.
  const worker = new Worker(new URL("./model-batch-worker.ts", import.meta.url), { type: "module" });
  const page: BatchWorker<KitBatchTable> = {
    onmessage: null,
    onerror: null,
    postMessage(file) {
      loadServed(id).then(
        (served) => worker.postMessage({ file, served } satisfies ModelBatchRequest),
        () => page.onerror?.(new ErrorEvent("error", { message: words.modelFailed })),
      );
    },
    terminate: () => worker.terminate(),
  };
  worker.onmessage = (event) => page.onmessage?.(event);
  worker.onerror = (event) => page.onerror?.(event);
  return page;
}

const fileProblem = (file: File) => csvFileProblem(file, BATCH_MAX_BYTES);

/**
 * A model's batch scoring (components/batch/batch-scorer.tsx, the loan demo's too): a CSV with the model's columns,
 * scored in a worker by the same reader and scorer as the API's batch, under its limits (10,000 rows, 2 MiB).
 * `createWorker` is for tests.
 */
export function ModelBatch({
  data,
  createWorker,
}: {
  data: PredictorData;
  createWorker?: () => BatchWorker<KitBatchTable>;
}) {
  const { spec, examples } = data;
  const sample = useMemo(
    () =>
      examples.length > 0
        ? { href: csvDataUrl(sampleCsv(spec, examples)), fileName: `${spec.id}-sample.csv`, note: words.sampleNote }
        : null,
    [spec, examples],
  );
  const columns = formatList(spec.fields.map((field) => field.name));
  return (
    <section aria-labelledby="model-batch-title">
      <SectionTitle id="model-batch-title" title={words.title} intro={words.intro} />
      <div className="mt-6">
        <BatchScorer
          words={words}
          hint={words.fileHint(columns, formatCount(BATCH_MAX_ROWS), MAX_MIB)}
          maxMiB={MAX_MIB}
          sample={sample}
          createWorker={createWorker ?? (() => createModelWorker(spec.id))}
          fileProblem={fileProblem}
          workerFailed={words.workerFailed}
          results={(fileName, table) => <ModelBatchResults spec={spec} fileName={fileName} table={table} />}
        />
      </div>
    </section>
  );
}

/** The island as the browser hydrates it: its data from the page (../island-data.ts). */
export const modelBatchFromPage = () => withData(ModelBatch, readPredictorData(document));
