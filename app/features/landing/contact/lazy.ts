// The contact section's chunk boundary, and the only one: an island of the landing page (app/islands.ts), its
// code (the form, its checks; the sender loads on the first send) loaded as it comes near the viewport.
export const loadContact = () => import("./contact").then((m) => m.Contact);
