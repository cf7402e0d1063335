// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { predictionFor } from "#model/predict";
import { apiEndpoint, closingCard } from "~/content/loan-demo";

import { ApiEndpoint } from "./api-endpoint";
import { ClosingCard } from "./closing-card";

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

describe("ApiEndpoint", () => {
  it("shows this page's own endpoint, a curl command for it and the model's answer", () => {
    render(<ApiEndpoint />);
    const url = `${window.location.origin}/api/predict`;
    expect(screen.getByTestId("endpoint-url")).toHaveTextContent(url);
    expect(screen.getByText(/^curl -X POST/)).toHaveTextContent(`curl -X POST ${url}`);
    expect(JSON.parse(screen.getByText(/"modelVersion"/).textContent ?? "")).toEqual(
      predictionFor(apiEndpoint.exampleApplication),
    );
    expect(screen.getByText(apiEndpoint.trainedNote("/api/predict/trained"))).toBeInTheDocument();
  });

  it("copies the curl command with the clipboard API", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    render(<ApiEndpoint />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: apiEndpoint.copy })));
    expect(writeText).toHaveBeenCalledWith(screen.getByText(/^curl -X POST/).textContent);
    expect(screen.getByText(apiEndpoint.copied)).toBeInTheDocument();
  });

  it("says how to copy by hand when the clipboard is unavailable", async () => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: undefined });
    render(<ApiEndpoint />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: apiEndpoint.copy })));
    expect(screen.getByText(apiEndpoint.copyFailed)).toBeInTheDocument();
  });
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
