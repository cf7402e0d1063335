import { deferred } from "~/lib/deferred";

// The page's sections under the predictor: prerendered like the rest, their code (and the model evaluation's
// data, for the charts) loaded only as each comes near the viewport (lib/deferred.tsx).

export const ModelCardSection = deferred(() => import("./model-card-section").then((m) => m.ModelCardSection));
export const CrossValidationSection = deferred(() =>
  import("./cross-validation-section").then((m) => m.CrossValidationSection),
);
export const RocSection = deferred(() => import("./roc-section").then((m) => m.RocSection));
export const CalibrationSection = deferred(() => import("./calibration-section").then((m) => m.CalibrationSection));
export const FairnessSection = deferred(() => import("./fairness-section").then((m) => m.FairnessSection));
export const DatasheetSection = deferred(() => import("./datasheet-section").then((m) => m.DatasheetSection));
export const DemoStats = deferred(() => import("./demo-stats").then((m) => m.DemoStats));
export const TechStack = deferred(() => import("./tech-stack").then((m) => m.TechStack));
export const HowItWorks = deferred(() => import("./how-it-works").then((m) => m.HowItWorks));
export const KeyFeatures = deferred(() => import("./key-features").then((m) => m.KeyFeatures));
export const ProjectImpact = deferred(() => import("./project-impact").then((m) => m.ProjectImpact));
export const ApiEndpoint = deferred(() => import("./api-endpoint").then((m) => m.ApiEndpoint));
export const BatchSection = deferred(() => import("./batch-section").then((m) => m.BatchSection));
// Shown only under a verdict, so never on a first visit: its code loads once a prediction is on the page.
export const WhatIfSection = deferred(() => import("./what-if-section").then((m) => m.WhatIfSection));
