// The predictor's chunk boundary, and the only one: the validator and the API client load on the first
// Predict, inside the simulated wait, so that the form's first visit does not fetch them.
export const loadPredictClient = () => import("./predict-client");
