import { deferred } from "#app/lib/deferred";

// The batch section's chunk boundary, and the only one besides its Web Worker's own file: prerendered, its
// code loaded as it comes near the viewport (lib/deferred.tsx).
export const BatchSection = deferred(() => import("./batch-section").then((m) => m.BatchSection));
