export type SkillLevelLabel = "Expert" | "Advanced" | "Intermediate" | "Beginner";

/** Names a 0-100 skill level: 90 and above Expert, 80+ Advanced, 70+ Intermediate, else Beginner. */
export function skillLevelLabel(level: number): SkillLevelLabel {
  if (level >= 90) return "Expert";
  if (level >= 80) return "Advanced";
  if (level >= 70) return "Intermediate";
  return "Beginner";
}
