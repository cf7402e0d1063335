import { cn } from "#app/lib/utils";
import type { SkillCategory } from "#app/site/content-types";
import { skillsWords } from "#app/words/site/landing";

type SkillFilterProps = {
  categories: readonly SkillCategory[];
  value: SkillCategory["id"];
  onChange: (id: SkillCategory["id"]) => void;
};

const CATEGORY = "category";

/**
 * Toggle buttons (one pressed at a time): simpler for keyboard and screen readers than a tablist.
 *
 * Each is a submit button of a form action, not a click handler: the section's code loads late
 * (lib/deferred.tsx), and React's prerendered script holds a press made before it came and replays it
 * once the section is hydrated.
 */
export function SkillFilter({ categories, value, onChange }: SkillFilterProps) {
  function choose(data: FormData) {
    const chosen = categories.find((category) => category.id === data.get(CATEGORY));
    if (chosen) onChange(chosen.id);
  }

  return (
    <form action={choose}>
      <div
        role="group"
        aria-label={skillsWords.filter}
        className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-center sm:gap-3"
      >
        {categories.map((category) => {
          const pressed = category.id === value;
          return (
            <button
              key={category.id}
              type="submit"
              name={CATEGORY}
              value={category.id}
              aria-pressed={pressed}
              className={cn(
                "min-h-11 rounded-xl px-2 py-1.5 text-sm leading-tight font-semibold transition-colors sm:rounded-full sm:px-5",
                "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:ring-offset-2",
                pressed
                  ? "bg-gradient-to-r from-accent-700 to-accent-2-700 text-white shadow-md shadow-accent-700/20"
                  : "border border-neutral-300 bg-white text-neutral-700 hover:border-accent-400 hover:text-accent-800",
              )}
            >
              {category.name}
            </button>
          );
        })}
      </div>
    </form>
  );
}
