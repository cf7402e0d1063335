import { ArrowUp } from "#app/components/ui/icons";
import { navigationWords } from "#app/words/site/landing";

/**
 * Floating "Back to top" button, prerendered hidden: the back-to-top behaviour (behaviours.ts) shows it past
 * 600px of scroll and scrolls back up. While hidden it is `visibility: hidden` and inert, so it can be neither
 * focused nor announced; the visibility transition lets it fade out.
 */
export function BackToTop() {
  return (
    <button
      type="button"
      aria-label={navigationWords.backToTop}
      title={navigationWords.backToTop}
      inert
      data-visible="false"
      data-behaviour="back-to-top"
      className="invisible fixed right-4 bottom-4 z-40 inline-flex size-12 translate-y-3 items-center justify-center rounded-full bg-gradient-to-br from-accent-700 to-accent-2-700 text-white opacity-0 shadow-lg shadow-accent-900/20 transition-[opacity,transform,visibility] duration-300 hover:from-accent-800 hover:to-accent-2-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:ring-offset-2 data-[visible=true]:visible data-[visible=true]:translate-y-0 data-[visible=true]:opacity-100 sm:right-6 sm:bottom-6"
    >
      <ArrowUp className="size-5" />
    </button>
  );
}
