import { joinModelCard, type ModelEvaluation, type ServingCard } from "#model/card-parts";
import type { ModelCard } from "#model/model-card";
import serving from "#model/model-card.json";
import evaluation from "#model/training/model-evaluation.json";

/**
 * The whole card, joined from its two files (model/card-parts.ts), for the tests. Production code reads only the
 * part it needs: serving model/serving-card.ts, the page's evaluation sections model/training/model-evaluation.ts.
 */
export const modelCard: ModelCard = joinModelCard(serving as ServingCard, evaluation as ModelEvaluation);
