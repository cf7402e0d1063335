import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/utils";
import { thresholdExplorer as copy } from "#app/words/loan/evaluation";

import type { ShownModel } from "../evaluation-models";

// Each mark's glyph and colour, repeated on its button: the button is the mark's visible label, so nearby
// marks never crowd each other's words.
const GLYPH = { served: { shape: "▲", colour: "text-neutral-800" }, best: { shape: "◆", colour: "text-accent-2-700" } };

/** A glyph under the slider at this share of its track; its full label is there for screen readers. */
function Mark({ share, kind, label }: { share: number; kind: keyof typeof GLYPH; label: string }) {
  // One row per kind, so the two glyphs stay apart even at the same cut.
  const row = kind === "served" ? "top-0" : "top-4";
  return (
    <span className={cn("absolute -translate-x-1/2 text-sm leading-none", row)} style={{ left: `${share * 100}%` }}>
      <span aria-hidden="true" className={GLYPH[kind].colour}>
        {GLYPH[kind].shape}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

type CutMarksProps = {
  model: ShownModel;
  /** The slider's last index (its number of cuts − 1). */
  last: number;
  served: { index: number; cut: string };
  best: { index: number; cut: string };
  /** How the best cut was chosen (the card's rule). */
  bestRule: string;
  onJump: (mark: CutMark) => void;
};

/** A mark a button moves the slider to. */
export type CutMark = "served" | "best";

const MARK = "mark";

/**
 * The served cut (the scorecard's 50 points, or 0.5) and the best cut by cross-validation: marked under the
 * slider, each mark's glyph repeated on the button that moves the slider there.
 */
export function CutMarks({ model, last, served, best, bestRule, onJump }: CutMarksProps) {
  const share = (index: number) => index / Math.max(1, last);
  return (
    <>
      <div className="relative mx-2 h-8" data-testid="cut-marks">
        <Mark share={share(served.index)} kind="served" label={`${served.cut}: ${copy.servedMark[model]}`} />
        <Mark share={share(best.index)} kind="best" label={`${best.cut}: ${copy.bestMark}`} />
      </div>
      {/* A form action, not a click handler: React's prerendered script holds a press made before the code
          came and replays it once the section is hydrated. */}
      <form action={(data) => onJump(data.get(MARK) === "best" ? "best" : "served")} className="flex flex-wrap gap-2">
        <Button type="submit" name={MARK} value="served" variant="outline" size="sm">
          <span aria-hidden="true" className={GLYPH.served.colour}>
            {GLYPH.served.shape}
          </span>
          {copy.goToServed[model]} ({served.cut})
        </Button>
        <Button type="submit" name={MARK} value="best" variant="outline" size="sm">
          <span aria-hidden="true" className={GLYPH.best.colour}>
            {GLYPH.best.shape}
          </span>
          {copy.goToBest} ({best.cut})
        </Button>
      </form>
      <p className="mt-2 text-xs text-neutral-600">{bestRule}</p>
    </>
  );
}
