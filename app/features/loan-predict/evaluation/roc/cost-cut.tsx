import { CostRatio } from "#app/components/threshold-explorer/cost-ratio";
import { thresholdExplorer as copy } from "#app/words/loan/evaluation";
import type { CostCut as RatioCuts, CostOption } from "#model/card/cost-cuts";

import { formatDecimal, formatPercent } from "../../format";

type CostCutProps = {
  /** The model's name, as the summary says it. */
  name: string;
  /** The card's cuts for this model, one entry per cost ratio (model/card/cost-cuts.ts). */
  cuts: readonly RatioCuts[];
  /** The share the data approves, which the least-cost cut's approval rate is set against. */
  baseRate: number;
  /** One of the model's cuts in words; a grid's end is named ("refuse everyone"), not written as a cut. */
  formatCut: (option: Pick<CostOption, "cut" | "everyone">) => string;
  /** Moves the explorer's slider to the least-cost cut at this cost ratio. */
  onJump: (ratio: number) => void;
};

const WORDS = { title: copy.costTitle, ratio: copy.costRatio, ratioValue: copy.costRatioValue, goTo: copy.goToCost };

/**
 * The shared cost ratio (components/threshold-explorer/) over the card's cost cuts: the grid's cut with the least
 * expected cost at the ratio (refusing or approving everyone included, so never costlier than refusing everyone) with
 * its approval rate beside the data's, and the Bayes cut r / (1 + r) on the calibrated probability, offered only
 * where it costs no more than refusing everyone. Says first that served cuts are defaults.
 */
export function CostCut({ name, cuts, baseRate, formatCut, onJump }: CostCutProps) {
  const cost = (value: number) => formatDecimal(value, 3);
  return (
    <CostRatio
      cuts={cuts}
      words={WORDS}
      formatRatio={(ratio) => formatDecimal(ratio, ratio % 1 === 0 ? 0 : 1)}
      intro={
        <p className="font-medium text-neutral-900" data-testid="default-not-decision">
          {copy.defaultNotDecision}
        </p>
      }
      onJump={onJump}
    >
      {(chosen, ratio) => {
        const { least, bayes, refuseEveryone } = chosen;
        const probability = formatDecimal(bayes.probability, 2);
        return (
          <>
            <p data-testid="cost-summary">
              {copy.costSummary(
                name,
                ratio,
                formatCut(least),
                formatPercent(least.approvalRate, 1),
                formatPercent(baseRate, 1),
                cost(least.cost),
                cost(chosen.served),
                cost(refuseEveryone),
              )}
            </p>
            <p data-testid="bayes-cut">
              {bayes.cost > refuseEveryone
                ? copy.bayesCostlier(probability, cost(bayes.cost), cost(refuseEveryone))
                : copy.bayes(probability, formatPercent(bayes.approvalRate, 1), cost(bayes.cost))}
            </p>
          </>
        );
      }}
    </CostRatio>
  );
}
