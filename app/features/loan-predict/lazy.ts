// The predictor's chunk boundary as an island of the page (app/islands.ts): the form and its verdicts, loaded at
// once, as the first screen's island. What only a prediction needs loads on the first Predict (predictor/lazy.ts).
export const loadPagePredictor = () => import("./loan-predictor").then((m) => m.PagePredictor);
