// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { modelSection } from "#app/words/loan/demo";

import { ModelCardSection } from "./model-card-section";

afterEach(cleanup);

describe("ModelCardSection", () => {
  it("states on the card where the data ends: the leverage threshold, and how many training rows the checks flag", () => {
    render(<ModelCardSection />);
    // numpy (scripts/model/sklearn/out-of-data.py): threshold 0.042297, 6 of the 614 training rows above it, the same 6
    // flagged by every check together: 1.0 %, within the 1 % they were set for.
    expect(screen.getByRole("heading", { name: modelSection.dataTitle })).toBeInTheDocument();
    expect(screen.getByTestId("data-limits")).toHaveTextContent(modelSection.data("0.0423", 6, 614, 6, "1.0%", "1%"));
    expect(screen.getByText(modelSection.versions)).toBeInTheDocument();
  });
});
