// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { BackToTop } from "./back-to-top";

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion: reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

// Hidden means inert (no focus, not announced) as well as invisible.
const button = () => screen.getByRole("button", { name: "Back to top", hidden: true });

beforeEach(() => stubReducedMotion(false));
afterEach(() => {
  cleanup();
  scrollWindowTo(0);
  vi.unstubAllGlobals();
});

describe("BackToTop", () => {
  it("is hidden and inert until the page is scrolled past 600px", () => {
    render(<BackToTop />);
    expect(button()).toHaveAttribute("inert");
    expect(button()).toHaveAttribute("data-visible", "false");

    scrollWindowTo(600);
    expect(button()).toHaveAttribute("inert");
    scrollWindowTo(601);
    expect(button()).not.toHaveAttribute("inert");
    expect(button()).toHaveAttribute("data-visible", "true");

    scrollWindowTo(200);
    expect(button()).toHaveAttribute("inert");
    expect(button()).toHaveAttribute("data-visible", "false");
  });

  it("scrolls smoothly to the top", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    render(<BackToTop />);
    scrollWindowTo(900);
    fireEvent.click(button());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
  });

  it("jumps without animation under reduced motion", () => {
    stubReducedMotion(true);
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    render(<BackToTop />);
    scrollWindowTo(900);
    fireEvent.click(button());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "auto" });
  });
});
