import { formatNumber } from "#app/lib/format";
import { skillLevelLabel } from "#app/lib/skill-level";
import { cn } from "#app/lib/utils";
import type { Skill } from "#app/site/content-types";
import { skillsWords } from "#app/words/site/landing";

// Long lists would otherwise take seconds to finish staggering in.
const STAGGER_MS = 40;
const MAX_STAGGER_STEPS = 10;

type SkillCardProps = { skill: Skill; index: number; shown: boolean };

/**
 * One skill: name, level bar and level label. `shown` false puts it in its hidden start state at
 * once (no transition); flipping it back to true plays the staggered entry.
 */
export function SkillCard({ skill, index, shown }: SkillCardProps) {
  const label = skillLevelLabel(skill.level);
  const delay = `${Math.min(index, MAX_STAGGER_STEPS) * STAGGER_MS}ms`;
  return (
    <li
      data-shown={shown}
      className={cn(
        "rounded-xl border border-neutral-200 bg-white p-4 shadow-sm",
        shown
          ? "translate-y-0 opacity-100 transition-[opacity,transform] duration-500 ease-out motion-reduce:transition-none"
          : "translate-y-3 opacity-0 transition-none",
      )}
      style={shown ? { transitionDelay: delay } : undefined}
    >
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-semibold text-neutral-900">{skill.name}</span>
        <span className="text-sm font-semibold tabular-nums text-neutral-700">
          {formatNumber(skill.level / 100, { style: "percent" })}
        </span>
      </div>
      <div
        role="meter"
        aria-label={skillsWords.proficiency(skill.name)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={skill.level}
        aria-valuetext={skillsWords.levelText(formatNumber(skill.level / 100, { style: "percent" }), label)}
        className="mt-3 h-2 overflow-hidden rounded-full bg-neutral-100"
      >
        <div
          className={cn(
            "h-full origin-left rounded-full bg-gradient-to-r",
            shown && "transition-transform duration-700 ease-out motion-reduce:transition-none",
            skill.color,
          )}
          style={{ transform: `scaleX(${shown ? skill.level / 100 : 0})`, transitionDelay: shown ? delay : undefined }}
        />
      </div>
      <p className="mt-2 text-xs font-medium text-neutral-600">{label}</p>
    </li>
  );
}
