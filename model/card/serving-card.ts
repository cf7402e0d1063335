import type { ServingCard } from "./parts";
import card from "./serving-card.json";

/** model/card/serving-card.json: the scorecard's evaluation and calibration, and the served trained variant. */
export const servingCard: ServingCard = card as ServingCard;
