import type { ModelEvaluation } from "../card-parts";
import evaluation from "./model-evaluation.json";

/** model/training/model-evaluation.json: cross-validation, both trained variants, ROC, cuts, reliability and fairness. */
export const modelEvaluation: ModelEvaluation = evaluation as ModelEvaluation;
