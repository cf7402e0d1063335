import { useEffect, useState } from "react";

/** Spec §4: each tagline shows for 3000ms, then a 1000ms phase fades it out and brings the next. */
export const TAGLINE_SHOW_MS = 3000;
export const TAGLINE_SWITCH_MS = 1000;

type Phase = "show" | "switch";

/**
 * Which tagline to show (`step` counts changes; the tagline is `step % count`) and whether it is on
 * screen ("show") or on its way out ("switch"). Still at the first tagline when not `enabled`.
 */
function useTaglineCycle(count: number, enabled: boolean) {
  const [{ step, phase }, setState] = useState<{ step: number; phase: Phase }>({ step: 0, phase: "show" });

  useEffect(() => {
    if (!enabled || count < 2) return;
    const timer = window.setTimeout(
      () => setState(phase === "show" ? { step, phase: "switch" } : { step: step + 1, phase: "show" }),
      phase === "show" ? TAGLINE_SHOW_MS : TAGLINE_SWITCH_MS,
    );
    return () => window.clearTimeout(timer);
  }, [enabled, count, step, phase]);

  return enabled ? { step, index: step % count, phase } : { step: 0, index: 0, phase: "show" as Phase };
}

/** The rotating tagline (a single one stays put). Screen readers get all of them once, not a live-changing line. */
export function HeroTagline({ taglines, animated }: { taglines: readonly string[]; animated: boolean }) {
  const { step, index, phase } = useTaglineCycle(taglines.length, animated);

  return (
    <p className="mt-5 text-xl font-semibold sm:text-3xl">
      <span className="sr-only">{taglines.join(", ")}</span>
      {/* A new element per tagline (key), faded in by CSS: an element that is replaced does not
          count as a layout shift, whereas one whose text changes width would move. */}
      <span
        key={step}
        aria-hidden="true"
        data-slot="tagline"
        data-phase={phase}
        className={`inline-block bg-gradient-to-r from-accent-700 to-accent-2-700 bg-clip-text text-transparent transition-[opacity,transform] duration-500 ease-out data-[phase=switch]:-translate-y-2 data-[phase=switch]:opacity-0 ${step > 0 ? "hero-tagline-in" : ""}`}
      >
        {taglines[index]}
      </span>
    </p>
  );
}
