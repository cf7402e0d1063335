// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { datasheetSection } from "#app/words/loan/datasheet";
import { modelEvaluation } from "#model/card/model-evaluation";
import type { ModelEvaluation } from "#model/card/parts";

import { DatasheetSection } from "./datasheet-section";

afterEach(cleanup);

/** The cells of the row whose header is exactly `name`. */
const rowText = (table: ReturnType<typeof within>, name: string) =>
  within(table.getByRole("rowheader", { name }).closest("tr") as HTMLElement)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("DatasheetSection", () => {
  it("shows the file's counts: rows, labels, empty cells, values and amounts", () => {
    render(<DatasheetSection />);
    // Counted with Python's csv module: 614 rows, 422 Y (68.7 %), 192 N (31.3 %), 134 rows with an empty cell.
    const overview = within(screen.getByRole("table", { name: datasheetSection.overviewCaption }));
    expect(rowText(overview, datasheetSection.overview.rows)).toEqual(["614"]);
    expect(rowText(overview, datasheetSection.overview.approved)).toEqual(["422 (68.7%)"]);
    expect(rowText(overview, datasheetSection.overview.refused)).toEqual(["192 (31.3%)"]);
    expect(rowText(overview, datasheetSection.overview.withEmpty)).toEqual(["134 (21.8%)"]);
    const empty = within(screen.getByRole("table", { name: datasheetSection.emptyCaption }));
    expect(
      empty
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      "Gender13",
      "Married3",
      "Dependents15",
      "Self_Employed32",
      "LoanAmount22",
      "Loan_Amount_Term14",
      "Credit_History50",
    ]);
    // Credit_History: 475 rows "1" (378 approved), 89 "0" (7 approved), 50 empty (37 approved).
    const values = within(screen.getByRole("table", { name: datasheetSection.valuesCaption }));
    expect(rowText(values, "Credit_History")).toEqual(["1 475 (79.6%), 0 89 (7.9%), empty 50 (74.0%)"]);
    // ApplicantIncome: 614 cells from 150 to 81000, median 3812.5.
    const amounts = within(screen.getByRole("table", { name: datasheetSection.numericCaption }));
    expect(rowText(amounts, "ApplicantIncome")).toEqual(["614", "150", "3,812.5", "81,000"]);
  });

  it("states the limits with the file's own figures", () => {
    render(<DatasheetSection />);
    const limits = within(screen.getByTestId("datasheet-limits"));
    expect(limits.getByText(datasheetSection.limits.noRejectInference(192))).toBeInTheDocument();
    expect(limits.getByText(datasheetSection.limits.small(614, 112, 213))).toBeInTheDocument();
    expect(limits.getByText(datasheetSection.limits.creditHistory(50))).toBeInTheDocument();
  });

  it("draws whatever file the evaluation describes", () => {
    const datasheet: ModelEvaluation["datasheet"] = {
      ...modelEvaluation.datasheet,
      rows: 10,
      label: { approved: 6, refused: 4 },
      values: [
        {
          column: "Gender",
          counts: [
            { value: "Male", rows: 7, approved: 4 },
            { value: "Female", rows: 3, approved: 2 },
          ],
        },
        { column: "Married", counts: [{ value: "No", rows: 10, approved: 6 }] },
      ],
    };
    render(<DatasheetSection evaluation={{ ...modelEvaluation, datasheet }} />);
    expect(screen.getByText(datasheetSection.limits.small(10, 3, 10))).toBeInTheDocument();
    const overview = within(screen.getByRole("table", { name: datasheetSection.overviewCaption }));
    expect(rowText(overview, datasheetSection.overview.approved)).toEqual(["6 (60.0%)"]);
  });
});
