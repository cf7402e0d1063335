import { deferred } from "#app/lib/deferred";

// The API section's chunk boundary, and the only one: prerendered, its code loaded as it comes near the
// viewport (lib/deferred.tsx).
export const ApiEndpoint = deferred(() => import("./api-endpoint").then((m) => m.ApiEndpoint));
