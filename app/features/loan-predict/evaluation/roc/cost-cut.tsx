import { useId, useRef, useState } from "react";

import { Button } from "#app/components/ui/button";
import { useOnHydrate } from "#app/lib/islands/use-on-hydrate";
import { thresholdExplorer as copy } from "#app/words/loan-evaluation";
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

const RATIO = "ratio";

/**
 * The cost ratio a decision maker would choose (how many wrong refusals one wrong approval is worth), the grid's cut
 * with the least expected cost at it (refusing or approving everyone included, so never costlier than refusing
 * everyone) with its approval rate beside the data's, and the Bayes cut r / (1 + r) on the calibrated probability,
 * offered only where it costs no more than refusing everyone. Every figure from the card's cost cuts; nothing here
 * names a model or a field, so any model with such a table can use it. Says first that served cuts are defaults.
 */
export function CostCut({ name, cuts, baseRate, formatCut, onJump }: CostCutProps) {
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
  const cost = (value: number) => formatDecimal(value, 3);
  const { least, bayes, refuseEveryone } = chosen;
  const probability = formatDecimal(bayes.probability, 2);
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
          const picked = cuts[Number(data.get(RATIO))]?.ratio;
          if (picked !== undefined) onJump(picked);
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
        <div role="status" aria-live="polite" className="flex flex-col gap-2">
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
        </div>
        <Button type="submit" variant="outline" className="self-start">
          {copy.goToCost}
        </Button>
      </form>
    </div>
  );
}
