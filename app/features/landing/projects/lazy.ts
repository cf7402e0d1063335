// The projects section's chunk boundary, and the only one: an island of the landing page (app/islands.ts), its
// code loaded as it comes near the viewport.
export const loadProjects = () => import("./projects").then((m) => m.Projects);
