// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { skillLevelLabel } from "#app/lib/skill-level";
import { additionalTechnologies, skillCategories, skills, skillsSection } from "#tests/fixtures/content/skills";
import { escapeHtml } from "#tests/support/escape-html";

import { Skills, SKILLS_REPLAY_DELAY_MS } from "./skills";

// Whatever categories the owner keeps: the filter's own name, then two that have skills to show.
const allSkills = skillCategories.find((category) => category.id === "all")!.name;
const [first, second] = skillCategories.filter(
  (category) => category.id !== "all" && skills.some((skill) => skill.category === category.id),
);

let reducedMotion = false;

beforeEach(() => {
  reducedMotion = false;
  // jsdom has neither; the section only needs "does it match" and "is it visible".
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes("reduce") && reducedMotion,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
  window.IntersectionObserver = class {
    constructor(private callback: IntersectionObserverCallback) {}
    observe() {
      this.callback(
        [{ isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const list = () => screen.getByRole("list", { name: /skills$/ });
const items = () => within(list()).queryAllByRole("listitem");
const button = (name: string) => screen.getByRole("button", { name });

describe("Skills", () => {
  it("puts every skill, level label and tag in the prerendered HTML, visible", () => {
    const html = renderToString(<Skills />);
    for (const skill of skills) {
      expect(html).toContain(escapeHtml(skill.name));
      expect(html).toContain(skillLevelLabel(skill.level));
    }
    for (const tag of additionalTechnologies) expect(html).toContain(escapeHtml(tag));
    expect(html).toContain('data-animating="true"');
    expect(html).not.toContain("opacity-0");
  });

  it("starts on All Skills with every skill, each with a labelled meter and level label", () => {
    render(<Skills />);
    expect(screen.getByRole("heading", { level: 2, name: skillsSection.title })).toBeInTheDocument();
    expect(button(allSkills)).toHaveAttribute("aria-pressed", "true");
    expect(items()).toHaveLength(skills.length);
    items().forEach((item, index) => {
      const skill = skills[index]!;
      const meter = within(item).getByRole("meter", { name: `${skill.name} proficiency` });
      expect(meter).toHaveAttribute("aria-valuenow", String(skill.level));
      expect(within(item).getByText(skillLevelLabel(skill.level))).toBeInTheDocument();
    });
  });

  it.each(skillCategories.filter((c) => c.id !== "all").map((c) => [c.name, c.id] as const))(
    "filters to %s only",
    (name, id) => {
      render(<Skills />);
      fireEvent.click(button(name));
      const expected = skills.filter((skill) => skill.category === id);
      expect(items()).toHaveLength(expected.length);
      expect(items().map((item) => item.textContent)).toEqual(
        expected.map((skill) => expect.stringContaining(skill.name)),
      );
      expect(button(name)).toHaveAttribute("aria-pressed", "true");
      expect(button(allSkills)).toHaveAttribute("aria-pressed", "false");
    },
  );

  it("resets the entry animation on a category change and replays it after exactly 100ms", () => {
    render(<Skills />);
    expect(SKILLS_REPLAY_DELAY_MS).toBe(100);
    fireEvent.click(button(first!.name));
    expect(list()).toHaveAttribute("data-animating", "false");
    for (const item of items()) expect(item).toHaveAttribute("data-shown", "false");

    act(() => vi.advanceTimersByTime(99));
    expect(list()).toHaveAttribute("data-animating", "false");
    act(() => vi.advanceTimersByTime(1));
    expect(list()).toHaveAttribute("data-animating", "true");
    for (const item of items()) expect(item).toHaveAttribute("data-shown", "true");
  });

  it("applies presses made before its code came, in order, once hydrated: the last one stands", async () => {
    // Only the replay delay held: React replays the held presses in tasks of its own.
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<Skills />);
    // The browser runs React's inline script (which holds the presses) as it parses the page; innerHTML does not.
    for (const script of container.querySelectorAll("script")) new Function(script.textContent ?? "")();
    button(first!.name).click();
    button(allSkills).click();

    const root = await act(async () => hydrateRoot(container, <Skills />));
    try {
      // Both presses were applied: the list changed (its entry waits to play again), and back to All.
      await vi.waitFor(() => expect(list()).toHaveAttribute("data-animating", "false"));
      expect(button(allSkills)).toHaveAttribute("aria-pressed", "true");
      expect(button(first!.name)).toHaveAttribute("aria-pressed", "false");
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it("restarts the countdown when the category changes again within the delay", () => {
    render(<Skills />);
    fireEvent.click(button(first!.name));
    act(() => vi.advanceTimersByTime(60));
    fireEvent.click(button(second!.name));
    act(() => vi.advanceTimersByTime(60));
    expect(list()).toHaveAttribute("data-animating", "false");
    act(() => vi.advanceTimersByTime(40));
    expect(list()).toHaveAttribute("data-animating", "true");
  });

  it("does nothing when the selected category is clicked again", () => {
    render(<Skills />);
    fireEvent.click(button(allSkills));
    expect(list()).toHaveAttribute("data-animating", "true");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("clears its timer when unmounted mid-replay", () => {
    const { unmount } = render(<Skills />);
    fireEvent.click(button(first!.name));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("shows the new category at once under reduced motion", () => {
    reducedMotion = true;
    render(<Skills />);
    fireEvent.click(button(first!.name));
    for (const item of items()) expect(item).toHaveAttribute("data-shown", "true");
  });
});
