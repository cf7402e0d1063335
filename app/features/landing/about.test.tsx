// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { About } from "./about";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("About", () => {
  it("is the #about section with its heading", () => {
    render(<About />);
    const section = screen.getByRole("region", { name: "About Me" });
    expect(section).toHaveAttribute("id", "about");
    expect(within(section).getAllByRole("heading", { level: 2 })).toHaveLength(1);
  });

  it("lists the three timeline entries, newest first", () => {
    render(<About />);
    const entries = within(screen.getAllByRole("list")[0]!).getAllByRole("listitem");
    expect(entries.map((entry) => within(entry).getByRole("heading").textContent)).toEqual([
      "AI/ML Data Scientist",
      "AI/ML Data Scientist",
      "MSc in Computer Science",
    ]);
    expect(entries.map((entry) => entry.textContent?.slice(0, 4))).toEqual(["2024", "2023", "2022"]);
    expect(entries.every((entry) => entry.querySelector("svg"))).toBe(true);
  });

  it("shows the four stats with their exact values", () => {
    render(<About />);
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    const values = screen.getAllByRole("definition").map((value) => value.textContent);
    expect(terms).toEqual([
      "AI/ML Projects Delivered",
      "Years of Experience",
      "Clients and Stakeholders",
      "Tools and Technologies",
    ]);
    expect(values).toEqual(["15+", "3+", "10+", "30+"]);
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
    const reveals = [...container.querySelectorAll(".reveal")];
    expect(reveals.length).toBeGreaterThanOrEqual(8);
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
  });
});
