// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import type { Skill } from "#app/site/content-types";

import { SkillCard } from "./card";

afterEach(cleanup);

const skill: Skill = { name: "Test Framework", level: 85, category: "ml", color: "from-accent-2-500 to-accent-2-700" };

function renderCard(shown: boolean) {
  return render(
    <ul>
      <SkillCard skill={skill} index={0} shown={shown} />
    </ul>,
  );
}

describe("SkillCard", () => {
  it("shows the name, the level as a percentage and its label, with a meter named after the skill", () => {
    renderCard(true);
    expect(screen.getByText("Test Framework")).toBeInTheDocument();
    expect(screen.getByText("85%")).toBeInTheDocument();
    expect(screen.getByText("Advanced")).toBeInTheDocument();
    const meter = screen.getByRole("meter", { name: "Test Framework proficiency" });
    expect(meter).toHaveAttribute("aria-valuenow", "85");
    expect(meter).toHaveAttribute("aria-valuemin", "0");
    expect(meter).toHaveAttribute("aria-valuemax", "100");
    expect(meter).toHaveAttribute("aria-valuetext", "85%, Advanced");
  });

  it("fills the bar to the level once shown, and empties it while hidden", () => {
    const bar = () => screen.getByRole("meter").firstElementChild as HTMLElement;
    const { rerender } = renderCard(true);
    expect(bar().style.transform).toBe("scaleX(0.85)");
    rerender(
      <ul>
        <SkillCard skill={skill} index={0} shown={false} />
      </ul>,
    );
    expect(bar().style.transform).toBe("scaleX(0)");
    expect(screen.getByRole("listitem")).toHaveAttribute("data-shown", "false");
  });
});
