import { ArrowUp } from "#app/components/ui/icons";
import { scrollToTop } from "#app/lib/scroll-to-top";
import { useReducedMotion } from "#app/lib/use-reduced-motion";
import { cn } from "#app/lib/utils";
import { navigationWords } from "#app/words/landing";

import { BACK_TO_TOP_THRESHOLD, useScrollThreshold } from "./use-scroll-threshold";

/**
 * Floating "Back to top" button, shown past 600px of scroll. While hidden it is `visibility: hidden`
 * and inert, so it can be neither focused nor announced; the visibility transition lets it fade out.
 */
export function BackToTop() {
  const visible = useScrollThreshold(BACK_TO_TOP_THRESHOLD);
  const reducedMotion = useReducedMotion();

  return (
    <button
      type="button"
      aria-label={navigationWords.backToTop}
      title={navigationWords.backToTop}
      inert={!visible}
      data-visible={visible}
      // The button hides once at the top: keyboard focus goes to the brand link rather than <body>.
      onClick={() => scrollToTop(reducedMotion, document.querySelector<HTMLElement>('[data-slot="brand"]'))}
      className={cn(
        "fixed right-4 bottom-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-gradient-to-br from-accent-700 to-accent-2-700 text-white shadow-lg shadow-accent-900/20 transition-[opacity,transform,visibility] duration-300 hover:from-accent-800 hover:to-accent-2-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:ring-offset-2 sm:right-6 sm:bottom-6",
        visible ? "visible translate-y-0 opacity-100" : "invisible translate-y-3 opacity-0",
      )}
    >
      <ArrowUp className="size-5" />
    </button>
  );
}
