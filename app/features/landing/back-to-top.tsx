import { ArrowUp } from "~/components/ui/icons";
import { renderAllBlocks } from "~/lib/use-render-all-on-anchor";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { cn } from "~/lib/utils";

import { BACK_TO_TOP_THRESHOLD, useScrollThreshold } from "./use-scroll-threshold";

/**
 * Floating "Back to top" button, shown past 600px of scroll. While hidden it is `visibility: hidden`
 * and inert, so it can be neither focused nor announced; the visibility transition lets it fade out.
 */
export function BackToTop() {
  const visible = useScrollThreshold(BACK_TO_TOP_THRESHOLD);
  const reducedMotion = useReducedMotion();

  function scrollToTop() {
    renderAllBlocks();
    window.scrollTo({ top: 0, behavior: reducedMotion ? "auto" : "smooth" });
    // The button hides once at the top; give keyboard focus a sensible home instead of <body>.
    document.querySelector<HTMLElement>('[data-slot="brand"]')?.focus({ preventScroll: true });
  }

  return (
    <button
      type="button"
      aria-label="Back to top"
      title="Back to top"
      inert={!visible}
      data-visible={visible}
      onClick={scrollToTop}
      className={cn(
        "fixed right-4 bottom-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-gradient-to-br from-blue-700 to-violet-700 text-white shadow-lg shadow-blue-900/20 transition-[opacity,transform,visibility] duration-300 hover:from-blue-800 hover:to-violet-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 sm:right-6 sm:bottom-6",
        visible ? "visible translate-y-0 opacity-100" : "invisible translate-y-3 opacity-0",
      )}
    >
      <ArrowUp className="size-5" />
    </button>
  );
}
