import { describe, expect, it } from "vitest";

import { skills } from "~/content/skills";

import { skillLevelLabel } from "./skill-level";

describe("skillLevelLabel", () => {
  it.each([
    [100, "Expert"],
    [95, "Expert"],
    [90, "Expert"],
    [89, "Advanced"],
    [80, "Advanced"],
    [79, "Intermediate"],
    [70, "Intermediate"],
    [69, "Beginner"],
    [0, "Beginner"],
  ])("labels %i as %s", (level, label) => {
    expect(skillLevelLabel(level)).toBe(label);
  });

  it("gives every listed skill (levels 78-95) a label of Intermediate or better", () => {
    for (const skill of skills) {
      expect(skill.level).toBeGreaterThanOrEqual(78);
      expect(skill.level).toBeLessThanOrEqual(95);
      expect(["Expert", "Advanced", "Intermediate"]).toContain(skillLevelLabel(skill.level));
    }
  });
});
