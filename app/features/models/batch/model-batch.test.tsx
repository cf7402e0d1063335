// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";

import { modelBatchWords as copy } from "#app/words/model-batch";
import type { KitPrediction } from "#model/kit/serving/contract";
import { fakeWorkers, summaryFigures } from "#tests/support/batch-workers";
import { FIXTURE_MODELS } from "#tests/support/kit/fixture-models";

import type { KitBatchTable } from "./batch-table";
import { ModelBatch } from "./model-batch";

afterEach(cleanup);

// tests/fixtures/content/models/diabetes-risk: fields age, sex, bmi, bp, s5; classes 0 and 1, 1 named "progressed".
const { spec } = FIXTURE_MODELS["diabetes-risk"]!;
const examples = [
  { values: [36, "male", 22, 90, 3.9512], actual: 0 },
  { values: [55, "female", Number.NaN, 94.67, 4.2767], actual: 1 },
];

const answer = (probability: number, abstain = false): KitPrediction => ({
  model: "diabetes-risk",
  modelVersion: "diabetes-risk@abc",
  warnings: abstain ? [{ kind: "joint-distance", distance: 9, threshold: 4, message: "far" }] : [],
  abstain,
  task: "binary",
  classes: [0, 1],
  probabilities: [1 - probability, probability],
  verdict: probability >= 0.5 ? 1 : 0,
  predictionSet: { classes: probability >= 0.5 ? [1] : [0, 1], level: 0.9, coverage: 0.91 },
  probability,
  cut: 0.5,
  positive: probability >= 0.5,
});

/** Hand-written: a row scored inside the data, a row not scored, a row outside the data. */
const table: KitBatchTable = {
  total: 3,
  answers: [answer(0.64544654), null, answer(0.25, true)],
  errors: [{ row: 2, reason: 'age: expected a whole number from 0 to 120; received "-3"' }],
};

async function setUp() {
  const workers = fakeWorkers<KitBatchTable>();
  const user = userEvent.setup({ applyAccept: false });
  render(<ModelBatch data={{ spec, examples }} createWorker={workers.create} />);
  const input = screen.getByLabelText(copy.fileLabel);
  async function scoreFile(file: File) {
    await user.upload(input, file);
    await user.click(screen.getByRole("button", { name: copy.score }));
  }
  return { workers, input, scoreFile };
}

describe("ModelBatch", { timeout: 20_000 }, () => {
  it("names the model's columns and the API batch's limits, and offers the page's examples as a sample file", async () => {
    const { input } = await setUp();
    expect(screen.getByRole("region", { name: copy.title })).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/\(age, sex, bmi, bp, s5\).*Up to 10,000 rows and 2 MB/);
    const sample = screen.getByRole("link", { name: copy.sample });
    expect(sample).toHaveAttribute("download", "diabetes-risk-sample.csv");
    const text = decodeURIComponent(sample.getAttribute("href")!.replace("data:text/csv;charset=utf-8,", ""));
    expect(text).toBe("age,sex,bmi,bp,s5\r\n36,male,22,90,3.9512\r\n55,female,,94.67,4.2767\r\n");
  });

  it("has no sample file when the page publishes no example", () => {
    render(<ModelBatch data={{ spec, examples: [] }} createWorker={fakeWorkers<KitBatchTable>().create} />);
    expect(screen.queryByRole("link", { name: copy.sample })).toBeNull();
  });

  it("refuses a file over the API's 2 MiB without starting a worker", async () => {
    const { workers, scoreFile } = await setUp();
    await scoreFile(new File(["a".repeat(2 * 1024 * 1024 + 1)], "big.csv", { type: "text/csv" }));
    expect(screen.getByRole("status")).toHaveTextContent(copy.tooBig("big.csv", 2));
    expect(workers.made).toHaveLength(0);
  });

  it("posts the file to a worker and shows the answers: the class by name, its probability, the set, the data, the rows not scored", async () => {
    const { workers, scoreFile } = await setUp();
    const file = new File(["age,sex,bmi,bp,s5\n"], "patients.csv", { type: "text/csv" });
    await scoreFile(file);
    expect(workers.made[0]!.posted).toEqual([file]);
    workers.made[0]!.send({ type: "done", table });
    expect(screen.getByRole("status")).toHaveTextContent(copy.done("patients.csv", "3"));

    expect(summaryFigures()).toEqual({
      [copy.summary.rows]: "3",
      [copy.summary.scored]: "2",
      [copy.summary.unscored]: "1",
      [copy.summary.positive("progressed")]: "1",
      [copy.summary.outOfData]: "1",
    });
    const grid = screen.getByRole("table");
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual([
      copy.columns.row,
      copy.columns.prediction,
      copy.columns.probabilityOf("progressed"),
      copy.columns.set,
      copy.columns.data,
    ]);
    const rows = within(grid)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["1", "progressed", "64.5%", "progressed", copy.within],
      ["2", copy.notScored('age: expected a whole number from 0 to 120; received "-3"')],
      ["3", "not progressed", "25%", "not progressed, progressed", copy.outside],
    ]);
    expect(screen.getByRole("list", { name: copy.errorsTitle("1") })).toHaveTextContent(
      copy.errorLine(2, 'age: expected a whole number from 0 to 120; received "-3"'),
    );
  });
});
