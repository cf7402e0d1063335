import type { ServingCard } from "./card-parts";
import card from "./model-card.json";

/** model/model-card.json: the scorecard's evaluation and calibration, and the served trained variant. */
export const servingCard: ServingCard = card as ServingCard;
