// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { startBehaviours } from "#app/lib/behaviours/behaviour";
import { scrollToTopButton } from "#app/lib/behaviours/scroll-to-top";
import { closingCard } from "#app/words/loan/demo";

import { PAGE_TITLE_ID } from "./page-header";
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
  ])("scrolls to the top and focuses the page's title (reduced motion %s → %s)", (reduce, behavior) => {
    stubReducedMotion(reduce);
    const scrollTo = vi.fn();
    vi.stubGlobal("scrollTo", scrollTo);
    const { container } = render(
      <>
        <h1 id={PAGE_TITLE_ID} tabIndex={-1}>
          Title
        </h1>
        <ClosingCard />
      </>,
    );
    const stop = startBehaviours({ "scroll-to-top": scrollToTopButton }, container);
    fireEvent.click(screen.getByRole("button", { name: closingCard.button }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior });
    expect(screen.getByRole("heading", { name: "Title" })).toHaveFocus();
    stop();
  });
});
