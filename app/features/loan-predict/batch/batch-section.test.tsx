// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { batchScoring as copy } from "#app/words/loan/batch";
import { csvFile, fakeWorkers, setUp, smallTable, status } from "#tests/support/loan/batch-section-fixtures";

import { BatchSection } from "./batch-section";

afterEach(cleanup);

// Role queries over a rendered page of 100 rows are slow in jsdom on a busy machine.
describe("BatchSection", { timeout: 20_000 }, () => {
  it("offers a labelled CSV input, the sample file and a Score button, and no progress yet", () => {
    render(<BatchSection createWorker={fakeWorkers().create} />);
    const input = screen.getByLabelText(copy.fileLabel);
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", ".csv,text/csv");
    expect(input).toHaveAccessibleDescription(/200,000 rows and 32 MB/);
    expect(screen.getByRole("link", { name: copy.sample })).toHaveAttribute("href", "/batch-sample.csv");
    expect(screen.getByRole("button", { name: copy.score })).toBeEnabled();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(status()).toHaveTextContent(/^$/);
  });

  it("asks for a file first, and refuses a file that is not a CSV or is empty without starting a worker", async () => {
    const { workers, user, scoreFile, input } = await setUp();
    await user.click(screen.getByRole("button", { name: copy.score }));
    expect(status()).toHaveTextContent(copy.noFile);
    await scoreFile(new File(["%PDF"], "report.pdf", { type: "application/pdf" }));
    expect(status()).toHaveTextContent(copy.wrongType("report.pdf"));
    expect(input).toHaveAttribute("aria-invalid", "true");
    await scoreFile(new File([], "empty.csv", { type: "text/csv" }));
    expect(status()).toHaveTextContent(copy.emptyFile("empty.csv"));
    expect(workers.made).toHaveLength(0);
  });

  it("posts the file to a worker, shows its progress on a bar and announces it in quarters", async () => {
    const { workers, scoreFile } = await setUp();
    const file = csvFile();
    await scoreFile(file);
    const [worker] = workers.made;
    expect(worker!.posted).toEqual([file]);
    expect(screen.getByLabelText(copy.fileLabel)).toBeDisabled();
    expect(status()).toHaveTextContent(copy.starting("applications.csv"));

    worker!.send({ type: "progress", scored: 40_000, total: 100_000 });
    const bar = screen.getByRole("progressbar", { name: "Scored 40,000 of 100,000 rows" });
    expect(bar).toHaveAttribute("value", "40000");
    expect(bar).toHaveAttribute("max", "100000");
    expect(status()).toHaveTextContent(copy.progress("25,000", "100,000"));
    worker!.send({ type: "progress", scored: 99_999, total: 100_000 });
    expect(status()).toHaveTextContent(copy.progress("75,000", "100,000"));
  });

  it("Cancel terminates the worker, says how far it got, and ignores anything the worker still sends", async () => {
    const { workers, user, scoreFile } = await setUp();
    await scoreFile(csvFile("big.csv"));
    const [worker] = workers.made;
    expect(screen.getByRole("button", { name: copy.cancel })).toHaveFocus();
    worker!.send({ type: "progress", scored: 40_000, total: 100_000 });
    await user.click(screen.getByRole("button", { name: copy.cancel }));
    expect(screen.getByRole("button", { name: copy.score })).toHaveFocus();
    expect(worker!.terminated).toBe(true);
    expect(workers.made).toHaveLength(1); // the click that cancels does not also start the file again
    expect(status()).toHaveTextContent(copy.cancelled("big.csv", "40,000", "100,000"));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("button", { name: copy.score })).toBeEnabled();
    worker!.send({ type: "done", table: smallTable() });
    expect(screen.queryByTestId("batch-results")).toBeNull();
  });

  it("terminates a running worker when the section goes away", async () => {
    const { workers, scoreFile } = await setUp();
    await scoreFile(csvFile());
    cleanup();
    expect(workers.made[0]!.terminated).toBe(true);
  });
});
