// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { batchScoring as copy } from "~/content/loan-batch";

import { BatchSection } from "./batch-section";
import type { BatchMessage } from "./batch-run";
import { type BatchTable, SCORECARD_APPROVES, SCORED, TRAINED_APPROVES } from "./batch-table";
import type { BatchWorker } from "./use-batch-scoring";

/** A worker the test speaks for: what the page posted, whether it was terminated, and a way to answer. */
function fakeWorkers() {
  const made: (BatchWorker & { posted: unknown[]; terminated: boolean; send: (message: BatchMessage) => void })[] = [];
  const create = () => {
    const worker = {
      posted: [] as unknown[],
      terminated: false,
      onmessage: null as BatchWorker["onmessage"],
      onerror: null as BatchWorker["onerror"],
      postMessage(message: unknown) {
        this.posted.push(message);
      },
      terminate() {
        this.terminated = true;
      },
      send(message: BatchMessage) {
        act(() => this.onmessage?.(new MessageEvent("message", { data: message })));
      },
    };
    made.push(worker);
    return worker;
  };
  return { made, create };
}

const BOTH = SCORED | SCORECARD_APPROVES | TRAINED_APPROVES;

/** Hand-written: the golden application's answers, an unscored row, a row both models reject. */
function smallTable(): BatchTable {
  return {
    total: 3,
    flags: Uint8Array.from([BOTH, 0, SCORED]),
    scores: Uint8Array.from([98, 0, 20]),
    scorecardProbabilities: Float64Array.from([0.8853, 0, 0.1]),
    trainedProbabilities: Float64Array.from([0.8709, 0, 0.2]),
    errors: [{ row: 2, reason: "Income is empty" }],
  };
}

/** `total` rows, all approved by both, with every 10th row unscored. */
function bigTable(total: number): BatchTable {
  const flags = Uint8Array.from({ length: total }, (_, index) => ((index + 1) % 10 === 0 ? 0 : BOTH));
  const errors = Array.from({ length: Math.floor(total / 10) }, (_, index) => ({
    row: (index + 1) * 10,
    reason: "Gender is empty",
  }));
  return {
    total,
    flags,
    scores: new Uint8Array(total).fill(98),
    scorecardProbabilities: new Float64Array(total).fill(0.8853),
    trainedProbabilities: new Float64Array(total).fill(0.8709),
    errors,
  };
}

const csvFile = (name = "applications.csv", text = "Gender\nMale\n") => new File([text], name, { type: "text/csv" });

async function setUp() {
  const workers = fakeWorkers();
  const user = userEvent.setup({ applyAccept: false });
  render(<BatchSection createWorker={workers.create} />);
  const input = screen.getByLabelText(copy.fileLabel);
  async function scoreFile(file: File) {
    await user.upload(input, file);
    await user.click(screen.getByRole("button", { name: copy.score }));
  }
  return { workers, user, input, scoreFile };
}

const status = () => screen.getByRole("status");

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

  it("shows the results: counts, both models' verdicts row by row, and the rows not scored with their reasons", async () => {
    const { workers, scoreFile } = await setUp();
    await scoreFile(csvFile());
    workers.made[0]!.send({ type: "done", table: smallTable() });
    expect(workers.made[0]!.terminated).toBe(true);
    expect(status()).toHaveTextContent(copy.done("applications.csv", "3"));

    const figures = Object.fromEntries(
      screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      [copy.summary.rows]: "3",
      [copy.summary.scored]: "2",
      [copy.summary.unscored]: "1",
      [copy.summary.scorecardApproves]: "1",
      [copy.summary.trainedApproves]: "1",
    });
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `1${copy.approved}9889%${copy.approved}87%`,
      `2${copy.notScored("Income is empty")}`,
      `3${copy.rejected}2010%${copy.rejected}20%`,
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
        "3,No,20,0.1,No,0.2,",
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

  it("terminates a running worker when the section goes away", async () => {
    const { workers, scoreFile } = await setUp();
    await scoreFile(csvFile());
    cleanup();
    expect(workers.made[0]!.terminated).toBe(true);
  });
});
