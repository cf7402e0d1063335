// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { batchScoring as copy } from "#app/words/loan/batch";
import { summaryFigures } from "#tests/support/batch-workers";
import { bigTable, csvFile, setUp, smallTable, status } from "#tests/support/loan/batch-section-fixtures";

afterEach(cleanup);

// Role queries over a rendered page of 100 rows are slow in jsdom on a busy machine.
describe("BatchSection's results", { timeout: 20_000 }, () => {
  it("shows the results: counts, both models' verdicts row by row, and the rows not scored with their reasons", async () => {
    const { workers, scoreFile } = await setUp();
    await scoreFile(csvFile());
    workers.made[0]!.send({ type: "done", table: smallTable() });
    expect(workers.made[0]!.terminated).toBe(true);
    expect(status()).toHaveTextContent(copy.done("applications.csv", "3"));

    expect(summaryFigures()).toEqual({
      [copy.summary.rows]: "3",
      [copy.summary.scored]: "2",
      [copy.summary.unscored]: "1",
      [copy.summary.scorecardApproves]: "1",
      [copy.summary.trainedApproves]: "1",
      [copy.summary.trainedAbstains]: "1",
    });
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `1${copy.approved}9889%${copy.approved}87%`,
      `2${copy.notScored("Income is empty")}`,
      `3${copy.rejected}2010%${copy.noVerdict}20%`,
    ]);
    const errors = screen.getByRole("list", { name: copy.errorsTitle("1") });
    expect(
      within(errors)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([copy.errorLine(2, "Income is empty")]);
    expect(screen.queryByRole("navigation")).toBeNull(); // one page only
  });

  it("downloads the results as CSV through an object URL", async () => {
    const { workers, user, scoreFile } = await setUp();
    await scoreFile(csvFile("my file.csv"));
    workers.made[0]!.send({ type: "done", table: smallTable() });
    const blobs: Blob[] = [];
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), "blob:x"), revokeObjectURL: () => {} }),
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await user.click(screen.getByRole("button", { name: copy.download }));
    expect(clicked.map((link) => [link.href, link.download])).toEqual([["blob:x", "my file-scored.csv"]]);
    expect(blobs[0]!.type).toBe("text/csv;charset=utf-8");
    expect(await blobs[0]!.text()).toBe(
      [
        "row,scorecard_prediction,scorecard_score,scorecard_probability,trained_prediction,trained_probability,error",
        "1,Yes,98,0.8853,Yes,0.8709,",
        "2,,,,,,Income is empty",
        "3,No,20,0.1,,0.2,",
        "",
      ].join("\r\n"),
    );
    vi.unstubAllGlobals();
  });

  it("renders 100 rows at a time, with pages for the table and for the unscored rows", async () => {
    const { workers, user, scoreFile } = await setUp();
    await scoreFile(csvFile());
    workers.made[0]!.send({ type: "done", table: bigTable(2_500) });
    const table = screen.getByRole("table");
    const tablePager = screen.getByRole("navigation", { name: copy.tableCaption });
    expect(table.querySelectorAll("tbody tr")).toHaveLength(100);
    expect(tablePager).toHaveTextContent(copy.pager.showing("1", "100", "2,500"));
    expect(within(tablePager).getByRole("button", { name: copy.pager.previous })).toBeDisabled();
    await user.click(within(tablePager).getByRole("button", { name: copy.pager.next }));
    expect(tablePager).toHaveTextContent(copy.pager.showing("101", "200", "2,500"));
    expect(table.querySelector("tbody tr")).toHaveTextContent(/^101/);

    const errors = screen.getByRole("list", { name: copy.errorsTitle("250") });
    expect(errors.children).toHaveLength(100);
    const errorPager = screen.getByRole("navigation", { name: copy.errorsTitle("250") });
    await user.click(within(errorPager).getByRole("button", { name: copy.pager.next }));
    await user.click(within(errorPager).getByRole("button", { name: copy.pager.next }));
    expect(errorPager).toHaveTextContent(copy.pager.showing("201", "250", "250"));
    expect(errors.lastElementChild?.textContent).toBe(copy.errorLine(2_500, "Gender is empty"));
    expect(within(errorPager).getByRole("button", { name: copy.pager.next })).toBeDisabled();
  });

  it("keeps the last results when the next file is refused, fails or is cancelled, and says whose they are", async () => {
    const { workers, user, scoreFile } = await setUp();
    await scoreFile(csvFile("first.csv"));
    workers.made[0]!.send({ type: "done", table: smallTable() });

    await scoreFile(csvFile("second.csv"));
    expect(screen.getByTestId("batch-results")).toBeInTheDocument();
    workers.made[1]!.send({ type: "failed", message: "The header lacks Income." });
    expect(status()).toHaveTextContent(
      `${copy.failed("second.csv", "The header lacks Income.")} ${copy.keptNote("first.csv")}`,
    );
    expect(screen.getByRole("heading", { name: copy.resultsTitle("first.csv") })).toBeInTheDocument();

    await scoreFile(csvFile("third.csv"));
    workers.made[2]!.send({ type: "progress", scored: 10, total: 20 });
    await user.click(screen.getByRole("button", { name: copy.cancel }));
    expect(status()).toHaveTextContent(`${copy.cancelled("third.csv", "10", "20")} ${copy.keptNote("first.csv")}`);
    expect(screen.getByRole("heading", { name: copy.resultsTitle("first.csv") })).toBeInTheDocument();
  });
});
