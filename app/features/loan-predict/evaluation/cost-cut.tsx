import { useId, useRef, useState } from "react";

import { Button } from "#app/components/ui/button";
import { useOnHydrate } from "#app/lib/use-on-hydrate";
import { thresholdExplorer as copy } from "#app/words/loan-evaluation";
import type { CostCuts } from "#model/card/cost-cuts";

import { formatDecimal, formatPercent } from "../format";
import { formatCut, modelName, type ShownModel } from "./evaluation-models";

type CostCutProps = {
  model: ShownModel;
  /** The card's cuts with the least expected cost, for this model, one per cost ratio. */
  cuts: CostCuts["models"][keyof CostCuts["models"]];
  lenderApprovalRate: number;
  /** Moves the explorer's slider to the least-cost cut at this cost ratio. */
  onJump: (ratio: number) => void;
};

/**
 * The cost ratio a lender would choose (how many wrong refusals one wrong approval is worth), and the cut with the
 * least expected cost at it on the out-of-fold verdicts, with its approval rate beside the lender's; every figure
 * from the card (model-evaluation.json's costCuts). Says first that the served cuts are defaults, not decisions.
 */
const RATIO = "ratio";

export function CostCut({ model, cuts, lenderApprovalRate, onJump }: CostCutProps) {
  const id = useId();
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      cuts.findIndex((each) => each.ratio === 1),
    ),
  );
  const slider = useRef<HTMLInputElement>(null);
  // A ratio chosen before the section's code came is the slider's: take it into the state.
  useOnHydrate(() => {
    const shown = Number(slider.current?.value);
    if (Number.isInteger(shown) && shown !== index) setIndex(shown);
  });
  const chosen = cuts[index] ?? cuts[0];
  if (!chosen) return null;
  const ratio = formatDecimal(chosen.ratio, chosen.ratio % 1 === 0 ? 0 : 1);
  const cut = formatCut(model, chosen.cut);
  return (
    <div className="flex flex-col gap-3 text-sm text-neutral-800" data-testid="cost-cut">
      <p className="font-medium text-neutral-900" data-testid="default-not-decision">
        {copy.defaultNotDecision}
      </p>
      <h4 className="font-semibold text-neutral-900">{copy.costTitle}</h4>
      {/* A form action, not a click handler: React's prerendered script holds a press made before the code came
          and replays it once hydrated, and the ratio comes with the submission, from the slider as it stands. */}
      <form
        action={(data) => {
          const ratio = cuts[Number(data.get(RATIO))]?.ratio;
          if (ratio !== undefined) onJump(ratio);
        }}
        className="flex flex-col gap-3"
      >
        <div>
          <div className="flex justify-between gap-3">
            <label htmlFor={`${id}-ratio`}>{copy.costRatio}</label>
            <output htmlFor={`${id}-ratio`} className="font-semibold tabular-nums">
              {copy.costRatioValue(ratio)}
            </output>
          </div>
          <input
            ref={slider}
            name={RATIO}
            id={`${id}-ratio`}
            type="range"
            min={0}
            max={cuts.length - 1}
            step={1}
            value={index}
            aria-valuetext={copy.costRatioValue(ratio)}
            onChange={(event) => setIndex(Number(event.target.value))}
            className="mt-2 w-full accent-accent-2-700"
          />
        </div>
        <p role="status" aria-live="polite" data-testid="cost-summary">
          {copy.costSummary(
            modelName(model),
            ratio,
            cut,
            formatPercent(chosen.approvalRate, 1),
            formatPercent(lenderApprovalRate, 1),
            formatDecimal(chosen.cost, 3),
            formatDecimal(chosen.servedCost, 3),
          )}
        </p>
        <Button type="submit" variant="outline" className="self-start">
          {copy.goToCost}
        </Button>
      </form>
    </div>
  );
}
