// The form's chunk boundary as an island of the model page (app/islands.ts), with its data read from the page. The
// model and its scorer load on the first Predict (model-predictor.tsx's loadScore).
export const loadModelPredictor = () => import("./model-predictor").then((m) => m.predictorFromPage());
