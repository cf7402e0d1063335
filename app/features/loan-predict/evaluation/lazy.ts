import { deferred } from "#app/lib/deferred";

// The evaluation's chunk boundaries, and the only ones: each section is prerendered like the rest of the
// page, and its code (with the model evaluation's data, for the charts) loads as it comes near the viewport
// (lib/deferred.tsx).

export const ModelCardSection = deferred(() => import("./model-card-section").then((m) => m.ModelCardSection));
export const CrossValidationSection = deferred(() =>
  import("./cross-validation-section").then((m) => m.CrossValidationSection),
);
export const RocSection = deferred(() => import("./roc-section").then((m) => m.RocSection));
export const CalibrationSection = deferred(() => import("./calibration-section").then((m) => m.CalibrationSection));
export const FairnessSection = deferred(() => import("./fairness-section").then((m) => m.FairnessSection));
export const DatasheetSection = deferred(() => import("./datasheet-section").then((m) => m.DatasheetSection));
// Shown only under a verdict, so never on a first visit: its code loads once a prediction is on the page.
export const WhatIfSection = deferred(() => import("./what-if-section").then((m) => m.WhatIfSection));
