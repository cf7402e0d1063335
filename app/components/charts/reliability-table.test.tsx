// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { ReliabilityTable } from "./reliability-table";

afterEach(cleanup);

const columns = { bin: "Bin", rows: "Rows", predicted: "Predicted", observed: "Observed" };
const bins = [
  { from: 0, to: 0.1, rows: 12, meanPredicted: 0.05, observedRate: 0.0833, low: 0.0149, high: 0.3539 },
  { from: 0.5, to: 0.6, rows: 4, meanPredicted: 0.55, observedRate: 0.75, low: 0.3006, high: 0.9544 },
];
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

function cells() {
  return within(screen.getByRole("table"))
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
}

describe("ReliabilityTable", () => {
  it("gives one row per bin, its name from its edges and its figures as the page formats them", () => {
    render(
      <ReliabilityTable
        bins={bins}
        caption="Bins"
        columns={columns}
        binName={(from, to) => `${from}–${to}`}
        formatShare={percent}
      />,
    );
    expect(screen.getByRole("table", { name: "Bins" })).toBeInTheDocument();
    expect(cells()).toEqual([
      ["Bin", "Rows", "Predicted", "Observed"],
      ["0–0.1", "12", "5.0%", "8.3%"],
      ["0.5–0.6", "4", "55.0%", "75.0%"],
    ]);
  });

  it("adds each bin's interval in a column of its own when the page names one", () => {
    render(
      <ReliabilityTable
        bins={bins}
        caption="Bins"
        columns={{ ...columns, interval: "Interval" }}
        binName={(from, to) => `${from}–${to}`}
        formatShare={percent}
        formatInterval={(bin) => `${percent(bin.low!)} to ${percent(bin.high!)}`}
      />,
    );
    expect(cells()[0]).toEqual(["Bin", "Rows", "Predicted", "Observed", "Interval"]);
    expect(cells()[2]).toEqual(["0.5–0.6", "4", "55.0%", "75.0%", "30.1% to 95.4%"]);
  });
});
