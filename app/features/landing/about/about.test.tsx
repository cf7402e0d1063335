// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { startBehaviours } from "#app/lib/behaviours/behaviour";
import { reveal } from "#app/lib/behaviours/reveal";
import { aboutContent } from "#tests/fixtures/content/about";
import { stats } from "#tests/fixtures/content/stats";
import { timeline } from "#tests/fixtures/content/timeline";

import { About } from "./about";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("About", () => {
  it("is the #about section with its heading", () => {
    render(<About />);
    const section = screen.getByRole("region", { name: aboutContent.title });
    expect(section).toHaveAttribute("id", "about");
    expect(within(section).getAllByRole("heading", { level: 2 })).toHaveLength(1);
  });

  it("keeps the story's paragraphs, each its own paragraph", () => {
    render(<About />);
    const section = screen.getByRole("region", { name: aboutContent.title });
    for (const paragraph of aboutContent.bio) expect(within(section).getByText(paragraph).tagName).toBe("P");
  });

  it("shows the owner's timeline, entry by entry in the order written", () => {
    render(<About />);
    const entries = within(screen.getAllByRole("list")[0]!).getAllByRole("listitem");
    expect(entries.map((entry) => within(entry).getByRole("heading").textContent)).toEqual(
      timeline.map((entry) => entry.title),
    );
    expect(entries.map((entry) => entry.querySelector("p")?.textContent)).toEqual(timeline.map((entry) => entry.year));
  });

  it("shows every one of the owner's stats with its value", () => {
    render(<About />);
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(stats.map((stat) => stat.label));
    expect(screen.getAllByRole("definition").map((value) => value.textContent)).toEqual(
      stats.map((stat) => stat.value),
    );
  });

  it("reveals each block once it is 30% visible, and not before", () => {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        record: { callback: IntersectionObserverCallback; targets: Element[] };
        constructor(callback: IntersectionObserverCallback) {
          this.record = { callback, targets: [] };
          observers.push(this.record);
        }
        observe(target: Element) {
          this.record.targets.push(target);
        }
        disconnect() {}
      },
    );
    const { container } = render(<About />);
    const stop = startBehaviours({ reveal }, container);
    const reveals = [...container.querySelectorAll(".reveal")];
    // One per timeline entry and per stat, at least: a tall block would never be 30% visible at once.
    expect(reveals.length).toBeGreaterThanOrEqual(timeline.length + stats.length);
    expect(reveals.every((r) => r.getAttribute("data-revealed") === "false")).toBe(true);

    const first = observers.find((o) => o.targets.includes(reveals[0]!))!;
    const entry = (ratio: number) =>
      ({
        target: reveals[0]!,
        isIntersecting: true,
        intersectionRatio: ratio,
        intersectionRect: { height: ratio * 100 },
        rootBounds: { height: 800 },
      }) as unknown as IntersectionObserverEntry;
    act(() => first.callback([entry(0.2)], {} as IntersectionObserver));
    expect(reveals[0]).toHaveAttribute("data-revealed", "false");
    act(() => first.callback([entry(0.3)], {} as IntersectionObserver));
    expect(reveals[0]).toHaveAttribute("data-revealed", "true");
    expect(reveals[1]).toHaveAttribute("data-revealed", "false");
    stop();
  });
});
