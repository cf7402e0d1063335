// The API section's chunk boundary, and the only one: an island of the page (app/islands.ts), prerendered, its
// code loaded as it comes near the viewport.
export const loadApiEndpoint = () => import("./api-endpoint").then((m) => m.ApiEndpoint);
