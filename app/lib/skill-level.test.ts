import { describe, expect, it } from "vitest";

import { skills } from "#tests/fixtures/content/skills";

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

  it("gives every level of the owner's skills a percentage from 0 to 100, the scale the labels read", () => {
    for (const skill of skills) {
      expect(Number.isFinite(skill.level), skill.name).toBe(true);
      expect(skill.level, skill.name).toBeGreaterThanOrEqual(0);
      expect(skill.level, skill.name).toBeLessThanOrEqual(100);
    }
  });
});
