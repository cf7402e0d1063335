import { deferred } from "#app/lib/deferred";

// The skills section's chunk boundary, and the only one: prerendered, its code loaded as it comes near the
// viewport (lib/deferred.tsx).
export const Skills = deferred(() => import("./skills").then((m) => m.Skills));
