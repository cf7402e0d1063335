import { type ReactNode, useId, useRef, useState } from "react";

import { Button } from "#app/components/ui/button";
import { useOnHydrate } from "#app/lib/islands/use-on-hydrate";

type CostRatioProps<Cut extends { ratio: number }> = {
  /** One entry per cost ratio the table lists, in the slider's order. */
  cuts: readonly Cut[];
  words: { title: string; ratio: string; ratioValue: (ratio: string) => string; goTo: string };
  /** A ratio as the page writes it. */
  formatRatio: (ratio: number) => string;
  /** Said first, above the title (that the served cut is a default, not a decision). */
  intro?: ReactNode;
  /** What the chosen ratio's least-cost cut is and costs: said politely as the ratio moves. */
  children: (chosen: Cut, ratio: string) => ReactNode;
  /** Moves the explorer's slider to the least-cost cut at this cost ratio. */
  onJump: (ratio: number) => void;
};

const RATIO = "ratio";

/**
 * A cost ratio a decision maker would choose (what one false positive costs in false negatives), over a table's
 * ratios, with what the page says of it and a button that moves the explorer to its least-cost cut. Starts at a
 * ratio of 1 where the table has one.
 */
export function CostRatio<Cut extends { ratio: number }>({
  cuts,
  words,
  formatRatio,
  intro,
  children,
  onJump,
}: CostRatioProps<Cut>) {
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
  const ratio = formatRatio(chosen.ratio);
  return (
    <div className="flex flex-col gap-3 text-sm text-neutral-800" data-testid="cost-cut">
      {intro}
      <h4 className="font-semibold text-neutral-900">{words.title}</h4>
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
            <label htmlFor={`${id}-ratio`}>{words.ratio}</label>
            <output htmlFor={`${id}-ratio`} className="font-semibold tabular-nums">
              {words.ratioValue(ratio)}
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
            aria-valuetext={words.ratioValue(ratio)}
            onChange={(event) => setIndex(Number(event.target.value))}
            className="mt-2 w-full accent-accent-2-700"
          />
        </div>
        <div role="status" aria-live="polite" className="flex flex-col gap-2">
          {children(chosen, ratio)}
        </div>
        <Button type="submit" variant="outline" className="self-start">
          {words.goTo}
        </Button>
      </form>
    </div>
  );
}
