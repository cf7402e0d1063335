// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { loanEmbed } from "#app/words/loan/embed";
import { loanForm, loanResult } from "#app/words/loan/form";

import { ApplicantVerdict } from "./applicant-verdict";

afterEach(cleanup);

describe("ApplicantVerdict", () => {
  it("says beside an approval when the lender approved fewer than half of such applicants, and not otherwise", () => {
    // The API's example, unmarried, with an income of 1,100 and a loan of 480 (a ratio of 2.3, no points):
    // 40 + 10 (graduate) + 5 (age) + 3 (semi-urban) + 5 (employed) = 63 points, approved; by serving-card.json's
    // calibration σ(−5.791693 + 0.079954 × 63) = σ(−0.754591) = 0.320, by hand.
    render(<ApplicantVerdict application={{ Income: 1100, LoanAmount: 480, Married: "No" }} />);
    expect(screen.getByRole("status")).toHaveTextContent(
      loanEmbed.verdict(loanResult.approved.verdict, 63, 100, "32%"),
    );
    expect(screen.getByTestId("probability-disagrees")).toHaveTextContent(
      loanResult.probabilityDisagrees.approved(50, "32%"),
    );
    // Without a credit history: 23 points, rejected, and the probability agrees.
    fireEvent.change(screen.getByLabelText(loanForm.labels.Credit_History), { target: { value: "0" } });
    expect(screen.getByRole("status")).toHaveTextContent(loanResult.rejected.verdict);
    expect(screen.queryByTestId("probability-disagrees")).not.toBeInTheDocument();
  });
});
