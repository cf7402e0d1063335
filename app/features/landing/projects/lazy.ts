import { deferred } from "#app/lib/deferred";

// The projects section's chunk boundary, and the only one: prerendered, its code loaded as it comes near the
// viewport (lib/deferred.tsx).
export const Projects = deferred(() => import("./projects").then((m) => m.Projects));
