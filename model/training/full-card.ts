import { joinModelCard, type ModelEvaluation, type ServingCard } from "../card-parts";
import type { ModelCard } from "../model-card";
import serving from "../model-card.json";
import evaluation from "./model-evaluation.json";

/**
 * The whole card, joined from its two files (model/card-parts.ts): for the training script's checks and the
 * tests. Serving imports model/serving-card.ts and the page's lower sections model/training/model-evaluation.ts.
 */
export const modelCard: ModelCard = joinModelCard(serving as ServingCard, evaluation as ModelEvaluation);
