import { readDataBlock } from "#app/lib/islands/data-block";
import type { BinaryEvaluation } from "#model/kit/evaluation/evaluate";
import type { CostRow, ThresholdTable } from "#model/kit/evaluation/thresholds";
import type { KitCard } from "#model/kit/serving/served-model";

/**
 * What the threshold island needs, from the build's evaluation of a binary model: its table of cuts, its cost rows,
 * the default cut, and the positive class's name. Written on the page (lib/islands/data-block.tsx).
 */
export type ThresholdData = { positive: string; cut: number; thresholds: ThresholdTable; costs: CostRow[] };

/** The id of the page's data block for the threshold explorer. */
export const THRESHOLD_DATA_ID = "model-threshold-data";

/** The positive class is named as the card names it (model.ts's positiveClass), else by its label. */
export function thresholdData(card: Pick<KitCard, "positiveClass">, evaluation: BinaryEvaluation): ThresholdData {
  return {
    positive: card.positiveClass?.name ?? String(evaluation.positiveClass),
    cut: evaluation.atCut.cut,
    thresholds: evaluation.thresholds,
    costs: evaluation.costs,
  };
}

export function readThresholdData(document: Document): ThresholdData {
  return readDataBlock<ThresholdData>(THRESHOLD_DATA_ID, "its threshold explorer", document);
}
