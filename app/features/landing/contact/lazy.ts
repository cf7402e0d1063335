import { deferred } from "#app/lib/deferred";

// The contact section's chunk boundary, and the only one: prerendered, its code (the form, its checks and the
// sender) loaded as it comes near the viewport (lib/deferred.tsx).
export const Contact = deferred(() => import("./contact").then((m) => m.Contact));
