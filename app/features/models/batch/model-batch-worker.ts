// First: zod must be jitless before the model's request rules build their schemas (the worker's script gets the
// site's CSP too, which forbids `new Function`).
import "#app/lib/zod";

import type { BatchMessage } from "#model/batch/run-batch";

import { type ModelBatchRequest, runModelBatch } from "./batch-run";
import type { KitBatchTable } from "./batch-table";

// The worker reads the file, scores it, posts progress and the table, then idles until the page terminates it.
self.onmessage = async (event: MessageEvent<ModelBatchRequest>) => {
  const { file, served } = event.data;
  const text = await file.text();
  runModelBatch(served, text, (message: BatchMessage<KitBatchTable>) => self.postMessage(message));
};
