import { deferred } from "#app/lib/deferred";

// The story blocks' chunk boundaries, and the only ones: prerendered, their code loaded as each comes near
// the viewport (lib/deferred.tsx).

export const DemoStats = deferred(() => import("./demo-stats").then((m) => m.DemoStats));
export const TechStack = deferred(() => import("./tech-stack").then((m) => m.TechStack));
export const HowItWorks = deferred(() => import("./how-it-works").then((m) => m.HowItWorks));
export const KeyFeatures = deferred(() => import("./key-features").then((m) => m.KeyFeatures));
export const ProjectImpact = deferred(() => import("./project-impact").then((m) => m.ProjectImpact));
