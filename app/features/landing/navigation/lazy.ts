import { deferred } from "#app/lib/deferred";

// The footer's chunk boundary, and the only one in navigation/: the navbar and the back-to-top button are
// on the first screen, so they come with the page; the footer is prerendered, its code loaded as it comes
// near the viewport (lib/deferred.tsx).
export const Footer = deferred(() => import("./footer").then((m) => m.Footer));
