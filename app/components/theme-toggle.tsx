import { cn } from "#app/lib/utils";
import { commonWords } from "#app/words/site/common";

import { Contrast } from "./ui/icons";

/**
 * Switches between the light and the dark theme and remembers the choice (lib/theme/theme.ts). A toggle
 * button: its name says what it turns on and `aria-pressed` whether it is on. The prerendered page
 * cannot know the visitor's theme, so the HTML says "off"; the theme toggle behaviour (lib/theme/theme.ts) sets
 * the page's real state, and switches it, as soon as the page's script starts. The page itself is already in
 * the right theme (the inline script).
 */
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <button
      type="button"
      aria-pressed="false"
      aria-label={commonWords.darkTheme}
      title={commonWords.darkTheme}
      data-slot="theme-toggle"
      data-behaviour="theme-toggle"
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-lg text-neutral-800 hover:bg-neutral-900/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600",
        className,
      )}
    >
      <Contrast className="size-5" />
    </button>
  );
}
