// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { loanRecourse } from "#app/words/loan/demo";
import { bootstrapRefits } from "#model/card/bootstrap-refits";
import type { Recourse } from "#model/recourse/recourse";
import { predictionFor } from "#model/scorecard/predict";
import { trainedPredictionFor } from "#model/trained/predict";
import { weak } from "#tests/support/loan/loan-fixtures";

import { type PredictionOutcome, verdictFigures } from "./compute-local";
import { RecourseList } from "./recourse-list";

afterEach(cleanup);

const BOUNDS = { maxIncome: 81_000, minLoanAmount: 9, incomeMultiple: 2, incomeAtMost: 5_000, loanAmountAtLeast: 9 };
const CREDIT = { field: "Credit_History", from: 0, to: 1 } as const;
const LOAN = { field: "LoanAmount", from: 400, to: 249 } as const;
const INCOME = { field: "Income", from: 2500, to: 4001 } as const;

/** Both models reject `weak`; each with the recourse given (the list shows what model/recourse/recourse.ts found). */
function outcome(scorecard: Recourse, trained: Recourse): PredictionOutcome {
  const source = { kind: "browser", reason: "unreachable" } as const;
  return {
    ...predictionFor(weak, bootstrapRefits),
    prediction: "No",
    source,
    application: weak,
    trained: { ...trainedPredictionFor(weak, bootstrapRefits), prediction: "No", source },
    recourse: { scorecard, trained },
    figures: verdictFigures(),
  };
}

const modelItems = (model: string) =>
  within(screen.getByText(model).nextElementSibling as HTMLElement).queryAllByRole("listitem");

describe("RecourseList", () => {
  it("lists the options in the model's order and marks only those needing a credit history", () => {
    const options = [[LOAN], [INCOME], [CREDIT, LOAN]];
    render(<RecourseList outcome={outcome({ approved: false, bounds: BOUNDS, options }, { approved: true })} />);
    const items = modelItems(loanRecourse.models.scorecard);
    expect(items.map((item) => item.textContent)).toEqual([
      loanRecourse.loanAmount("249"),
      `${loanRecourse.or} ${loanRecourse.income("4,001")}`,
      `${loanRecourse.or} ${loanRecourse.creditHistory}${loanRecourse.and}${loanRecourse.loanAmount("249")}${loanRecourse.notQuick}`,
    ]);
    expect(screen.getAllByText(loanRecourse.notQuick)).toHaveLength(1);
    expect(items[2]).toContainElement(screen.getByText(loanRecourse.notQuick));
    // The model that approved (here the trained one, by its recourse) is not listed.
    expect(screen.queryByText(loanRecourse.models.trained)).not.toBeInTheDocument();
  });

  it("states the bounds, with the applicant's own cap and the data's figures", () => {
    render(
      <RecourseList outcome={outcome({ approved: false, bounds: BOUNDS, options: [[LOAN]] }, { approved: true })} />,
    );
    expect(screen.getByTestId("recourse-bounds")).toHaveTextContent(loanRecourse.bounds("5,000", 2, "81,000", "9"));
  });

  it("says plainly when nothing within the bounds turns a model's verdict", () => {
    render(
      <RecourseList
        outcome={outcome(
          { approved: false, bounds: BOUNDS, options: [[CREDIT]] },
          { approved: false, bounds: BOUNDS, options: [] },
        )}
      />,
    );
    const trained = within(screen.getByText(loanRecourse.models.trained).nextElementSibling as HTMLElement);
    expect(trained.getByText(loanRecourse.none)).toBeInTheDocument();
    expect(trained.queryAllByRole("listitem")).toHaveLength(0);
    expect(modelItems(loanRecourse.models.scorecard)).toHaveLength(1);
    expect(screen.getAllByText(loanRecourse.none)).toHaveLength(1);
  });

  it("lists no recourse for the trained model where it gives no verdict, outside the data", () => {
    const rejected = outcome(
      { approved: false, bounds: BOUNDS, options: [[CREDIT]] },
      { approved: false, bounds: BOUNDS, options: [[CREDIT]] },
    );
    render(<RecourseList outcome={{ ...rejected, trained: { ...rejected.trained, prediction: null } }} />);
    expect(screen.getByText(loanRecourse.models.scorecard)).toBeInTheDocument();
    expect(screen.queryByText(loanRecourse.models.trained)).not.toBeInTheDocument();
  });

  it("shows nothing when neither model rejects", () => {
    const { container } = render(
      <RecourseList outcome={{ ...outcome({ approved: true }, { approved: true }), prediction: "Yes" }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
