import refits from "#model/card/bootstrap-refits.json";
import type { ModelCard } from "#model/card/model-card";
import evaluation from "#model/card/model-evaluation.json";
import { joinModelCard, type ModelEvaluation, type ServingCard } from "#model/card/parts";
import type { BootstrapRefits } from "#model/card/refits";
import serving from "#model/card/serving-card.json";

/**
 * The whole card, joined from its three files (model/card/parts.ts), for the tests. Production code reads only the
 * part it needs: serving model/card/serving-card.ts and model/card/bootstrap-refits.ts, the page's evaluation
 * sections model/card/model-evaluation.ts.
 */
export const modelCard: ModelCard = joinModelCard(
  serving as ServingCard,
  refits as BootstrapRefits,
  evaluation as ModelEvaluation,
);
