// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { startBehaviours } from "#app/lib/behaviours/behaviour";

import { BackToTop } from "./back-to-top";
import { backToTop } from "./behaviours";

const stops: (() => void)[] = [];
/** The button as the page's script finds it: prerendered, then its behaviour started. */
function renderButton() {
  const { container } = render(<BackToTop />);
  stops.push(startBehaviours({ "back-to-top": backToTop }, container));
}

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
  stops.splice(0).forEach((stop) => stop());
  cleanup();
  scrollWindowTo(0);
  vi.unstubAllGlobals();
});

describe("BackToTop", () => {
  it("is hidden and inert until the page is scrolled past 600px", () => {
    renderButton();
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

  it("is hidden and inert in the prerendered HTML", () => {
    const html = renderToString(<BackToTop />);
    expect(html).toContain('data-visible="false"');
    expect(html).toContain('inert=""');
  });

  it("scrolls smoothly to the top and moves focus to the brand link", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    renderButton();
    scrollWindowTo(900);
    const brand = document.createElement("a");
    brand.href = "#hero";
    brand.dataset.slot = "brand";
    document.body.append(brand);
    fireEvent.click(button());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    expect(brand).toHaveFocus();
    brand.remove();
  });

  it("jumps without animation under reduced motion", () => {
    stubReducedMotion(true);
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    renderButton();
    scrollWindowTo(900);
    fireEvent.click(button());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "auto" });
  });
});
