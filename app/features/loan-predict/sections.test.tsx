// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { closingCard } from "#app/words/loan-demo";

import { ClosingCard } from "./story/closing-card";

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ClosingCard", () => {
  it.each([
    [false, "smooth"],
    [true, "auto"],
  ])("scrolls to the top (reduced motion %s → %s)", (reduce, behavior) => {
    stubReducedMotion(reduce);
    const scrollTo = vi.fn();
    vi.stubGlobal("scrollTo", scrollTo);
    render(<ClosingCard />);
    fireEvent.click(screen.getByRole("button", { name: closingCard.button }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior });
  });
});
