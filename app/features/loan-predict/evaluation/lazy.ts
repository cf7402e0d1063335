// The evaluation's chunk boundaries, and the only ones. Every section is prerendered like the rest of the page;
// the ROC section, with the threshold explorer, is an island of the page (app/islands.ts), its code (with the model
// evaluation's data, for the charts) loaded as it comes near the viewport. The others run no script.
export const loadRocSection = () => import("./roc/roc-section").then((m) => m.RocSection);
// Shown only under a verdict, so never on a first visit: its code loads once a prediction is on the page.
export const loadWhatIfSection = () => import("./what-if/what-if-section").then((m) => ({ default: m.WhatIfSection }));
