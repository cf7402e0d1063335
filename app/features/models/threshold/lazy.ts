// The threshold explorer's chunk boundary as an island of the model page (app/islands.ts), with its data read from the
// page: its code loads as it comes near the viewport, or at a first input on it.
export const loadModelThreshold = () => import("./model-threshold").then((m) => m.thresholdFromPage());
