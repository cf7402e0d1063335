// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { HeroTagline, TAGLINE_SHOW_MS, TAGLINE_SWITCH_MS } from "./tagline";

const taglines = ["First line", "Second line", "Third line"];

const tagline = () => document.querySelector('[data-slot="tagline"]')!;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("HeroTagline", () => {
  it("shows each tagline for 3000ms, then switches over 1000ms to the next, wrapping round", () => {
    expect([TAGLINE_SHOW_MS, TAGLINE_SWITCH_MS]).toEqual([3000, 1000]);
    render(<HeroTagline taglines={taglines} animated />);
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

    for (const next of ["Third line", "First line"]) {
      advance(TAGLINE_SHOW_MS);
      advance(TAGLINE_SWITCH_MS);
      expect(tagline()).toHaveTextContent(next);
    }
  });

  it("gives screen readers every tagline once, and hides the moving copy from them", () => {
    const { container } = render(<HeroTagline taglines={taglines} animated />);
    expect(container.querySelector(".sr-only")).toHaveTextContent("First line, Second line, Third line");
    expect(tagline()).toHaveAttribute("aria-hidden", "true");
  });

  it("keeps a single tagline still, with no timer running", () => {
    render(<HeroTagline taglines={["Only line"]} animated />);
    advance(10_000);
    expect(tagline()).toHaveTextContent("Only line");
    expect(tagline()).toHaveAttribute("data-phase", "show");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stays on the first tagline when not animated", () => {
    render(<HeroTagline taglines={taglines} animated={false} />);
    advance(10_000);
    expect(tagline()).toHaveTextContent("First line");
    expect(vi.getTimerCount()).toBe(0);
  });
});
