import type { VariantName } from "./ids";
import type { ModelCard, ScorecardEvaluation, ServingDecision, TrainedVariantCard } from "./model-card";
import type { BootstrapRefits } from "./refits";

/**
 * The trained variant the API serves, why (the serving rule with its figures, from the repeated
 * cross-validation), and what model/trained/regression.ts needs to answer.
 */
export type ServedModel = {
  variant: VariantName;
  cut: number;
  rule: string;
  decision: ServingDecision;
  parameters: TrainedVariantCard;
};

/**
 * model/card/serving-card.json: what an answer needs (the scorecard's section, with its calibration, the served
 * logistic regression, and the bounds of recourse), small enough for the page to load with its first sections.
 */
export type ServingCard = ScorecardEvaluation &
  Pick<ModelCard, "dataRanges" | "dataLimits" | "headline"> & { served: ServedModel };

/**
 * model/card/model-evaluation.json: the cross-validation, both trained variants, the chart and fairness sections and the
 * datasheet's counts; loaded only by the page's sections that draw them.
 */
export type ModelEvaluation = Pick<
  ModelCard,
  | "crossValidation"
  | "trained"
  | "roc"
  | "thresholds"
  | "bestCut"
  | "reliability"
  | "fairness"
  | "costCuts"
  | "datasheet"
>;

/** The whole card as the three committed files: the served variant is in two (the evaluation holds every variant). */
export function splitModelCard(card: ModelCard): {
  serving: ServingCard;
  refits: BootstrapRefits;
  evaluation: ModelEvaluation;
} {
  const {
    crossValidation,
    trained,
    roc,
    thresholds,
    bestCut,
    reliability,
    fairness,
    costCuts,
    datasheet,
    refits,
    ...scorecard
  } = card;
  const served: ServedModel = {
    variant: trained.served,
    cut: trained.servedCut,
    rule: trained.servingRule,
    decision: trained.servingDecision,
    parameters: trained.variants[trained.served],
  };
  return {
    serving: { ...scorecard, served },
    refits,
    evaluation: { crossValidation, trained, roc, thresholds, bestCut, reliability, fairness, costCuts, datasheet },
  };
}

/** The whole card again, from the three files (splitModelCard's inverse). */
export function joinModelCard(serving: ServingCard, refits: BootstrapRefits, evaluation: ModelEvaluation): ModelCard {
  const { served: _served, ...scorecard } = serving;
  return { ...scorecard, ...evaluation, refits };
}
