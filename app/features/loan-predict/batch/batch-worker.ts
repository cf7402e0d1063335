// First: zod must be jitless before #model/schema builds its schemas, in the worker as on the page (the
// worker's script gets the site's CSP too, which forbids `new Function`).
import "#app/lib/zod";

import { type BatchMessage, runBatch } from "./batch-run";
import { tableBuffers } from "./batch-table";

// The page posts one File; the worker reads it, scores it, posts progress and the table (its columns
// transferred, not copied), then idles until the page terminates it.
self.onmessage = async (event: MessageEvent<File>) => {
  const text = await event.data.text();
  runBatch(text, (message: BatchMessage) =>
    self.postMessage(message, { transfer: message.type === "done" ? tableBuffers(message.table) : [] }),
  );
};
