// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { startBehaviours } from "#app/lib/behaviours/behaviour";

import { TAGLINE_SHOW_MS, TAGLINE_SWITCH_MS, tagline as cycleTaglines } from "./hero-motion";
import { HeroTagline } from "./tagline";

const taglines = ["First line", "Second line", "Third line"];

const stops: (() => void)[] = [];
const tagline = () => document.querySelector('[data-slot="tagline"]')!;
const advance = (ms: number) => vi.advanceTimersByTime(ms);

/** The tagline as the page's script finds it: prerendered, then its behaviour started. */
function renderTagline(lines: readonly string[]) {
  const result = render(<HeroTagline taglines={lines} />);
  stops.push(startBehaviours({ tagline: cycleTaglines }, result.container));
  return result;
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion: reduce"),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("HeroTagline", () => {
  it("shows each tagline for 3000ms, then switches over 1000ms to the next, wrapping round", () => {
    expect([TAGLINE_SHOW_MS, TAGLINE_SWITCH_MS]).toEqual([3000, 1000]);
    renderTagline(taglines);
    expect(tagline()).toHaveTextContent("First line");
    expect(tagline()).toHaveAttribute("data-phase", "show");

    advance(2999);
    expect(tagline()).toHaveAttribute("data-phase", "show");
    advance(1);
    expect(tagline()).toHaveAttribute("data-phase", "switch");
    expect(tagline()).toHaveTextContent("First line");
    advance(999);
    expect(tagline()).toHaveAttribute("data-phase", "switch");
    advance(1);
    expect(tagline()).toHaveAttribute("data-phase", "show");
    expect(tagline()).toHaveTextContent("Second line");
    // A new element, faded in: a replaced element is no layout shift.
    expect(tagline()).toHaveClass("hero-tagline-in");

    for (const next of ["Third line", "First line"]) {
      advance(TAGLINE_SHOW_MS);
      advance(TAGLINE_SWITCH_MS);
      expect(tagline()).toHaveTextContent(next);
    }
  });

  it("gives screen readers every tagline once, and hides the moving copy from them", () => {
    const { container } = renderTagline(taglines);
    expect(container.querySelector(".sr-only")).toHaveTextContent("First line, Second line, Third line");
    expect(tagline()).toHaveAttribute("aria-hidden", "true");
    advance(TAGLINE_SHOW_MS + TAGLINE_SWITCH_MS);
    expect(tagline()).toHaveAttribute("aria-hidden", "true");
    expect(container.querySelectorAll('[data-slot="tagline"]')).toHaveLength(1);
  });

  it("keeps a single tagline still, with no timer running", () => {
    renderTagline(["Only line"]);
    advance(10_000);
    expect(tagline()).toHaveTextContent("Only line");
    expect(tagline()).toHaveAttribute("data-phase", "show");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stays on the first tagline under reduced motion", () => {
    stubReducedMotion(true);
    renderTagline(taglines);
    advance(10_000);
    expect(tagline()).toHaveTextContent("First line");
    expect(vi.getTimerCount()).toBe(0);
  });
});
