import { useEffect, useState } from "react";

import { Reveal } from "#app/components/ui/reveal";
import { additionalTechnologies, skillCategories, skills, skillsSection } from "#app/content/skills";
import { useReducedMotion } from "#app/features/landing/skills/use-reduced-motion";
import { formatNumber } from "#app/lib/format";
import type { SkillCategory } from "#app/site/content-types";
import { skillsWords } from "#app/words/site/landing";

import { SectionIntro } from "../section-intro";
import { SkillCard } from "./card";
import { SkillFilter } from "./filter";
import { SkillTags } from "./tags";

/** After a category change the list hides at once, then plays its entry again after this delay. */
export const SKILLS_REPLAY_DELAY_MS = 100;

export function Skills() {
  // Animating starts true so the prerendered HTML (and the first paint) shows every skill.
  const [{ category, animating }, setFilter] = useState<{ category: SkillCategory["id"]; animating: boolean }>({
    category: "all",
    animating: true,
  });
  const reducedMotion = useReducedMotion();

  // Keyed on category too, so a second change within the delay restarts the countdown.
  useEffect(() => {
    if (animating) return;
    const timer = window.setTimeout(
      () => setFilter((filter) => ({ ...filter, animating: true })),
      SKILLS_REPLAY_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [category, animating]);

  // From the latest state, not this render's: presses made before the code came are replayed with the
  // handlers of the first render (the filter is a form action), one after another.
  function selectCategory(id: SkillCategory["id"]) {
    setFilter((filter) => (filter.category === id ? filter : { category: id, animating: false }));
  }

  const visible = category === "all" ? skills : skills.filter((skill) => skill.category === category);
  const listName =
    category === "all"
      ? skillsWords.allSkills
      : skillsWords.categorySkills(skillCategories.find((c) => c.id === category)?.name ?? "");
  const shown = animating || reducedMotion;

  return (
    <section id="skills" aria-labelledby="skills-title" className="render-lazy py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        {/* Reveals wrap the short blocks only: on a phone the full list is taller than the viewport, so
            30% of it can never be visible at once and a reveal around it would never fire. */}
        <SectionIntro id="skills-title" eyebrow={skillsSection.eyebrow} title={skillsSection.title}>
          {skillsSection.intro}
        </SectionIntro>
        <Reveal className="mt-10">
          <SkillFilter categories={skillCategories} value={category} onChange={selectCategory} />
        </Reveal>
        <p className="sr-only" aria-live="polite">
          {skillsWords.shown(listName, formatNumber(visible.length))}
        </p>

        <ul aria-label={listName} data-animating={animating} className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((skill, index) => (
            <SkillCard key={skill.name} skill={skill} index={index} shown={shown} />
          ))}
        </ul>

        <Reveal>
          <SkillTags tags={additionalTechnologies} />
        </Reveal>
      </div>
    </section>
  );
}
