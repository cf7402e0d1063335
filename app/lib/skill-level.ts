import { skillsWords } from "#app/words/site/landing";

/** Names a 0-100 skill level (spec §9): 90 and above expert, 80+ advanced, 70+ intermediate, else beginner. */
export function skillLevelLabel(level: number): string {
  const { levels } = skillsWords;
  if (level >= 90) return levels.expert;
  if (level >= 80) return levels.advanced;
  if (level >= 70) return levels.intermediate;
  return levels.beginner;
}
