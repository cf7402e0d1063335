// The batch section's chunk boundary, and the only one besides its Web Worker's own file: an island of the page
// (app/islands.ts), prerendered, its code loaded as it comes near the viewport.
export const loadBatchSection = () => import("./batch-section").then((m) => m.BatchSection);
