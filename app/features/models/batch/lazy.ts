// The batch scorer's chunk boundary as an island of the model page (app/islands.ts), with its data read from the page.
// Its worker is a script of its own, and the model loads with the first file (model-batch.tsx).
export const loadModelBatch = () => import("./model-batch").then((m) => m.modelBatchFromPage());
