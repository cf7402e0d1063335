import evaluation from "./model-evaluation.json";
import type { ModelEvaluation } from "./parts";

/** model/card/model-evaluation.json: cross-validation, both trained variants, ROC, cuts, reliability and fairness. */
export const modelEvaluation: ModelEvaluation = evaluation as ModelEvaluation;
