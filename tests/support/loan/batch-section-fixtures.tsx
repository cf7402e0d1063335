import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { BatchSection } from "#app/features/loan-predict/batch/batch-section";
import {
  type BatchTable,
  SCORECARD_APPROVES,
  SCORED,
  TRAINED_ABSTAINS,
  TRAINED_APPROVES,
} from "#app/features/loan-predict/batch/batch-table";
import { batchScoring as copy } from "#app/words/loan/batch";

import { fakeWorkers } from "../batch-workers";

// The batch section's component tests (batch-section.test.tsx, batch-results.test.tsx): fake workers,
// hand-written result tables, and the section rendered with them.

export const BOTH = SCORED | SCORECARD_APPROVES | TRAINED_APPROVES;

/** Hand-written: the golden application's answers, an unscored row, a row both models reject. */
export function smallTable(): BatchTable {
  return {
    total: 3,
    // The third row: the scorecard rejects it, the trained model gives no verdict (outside the data).
    flags: Uint8Array.from([BOTH, 0, SCORED | TRAINED_ABSTAINS]),
    scores: Uint8Array.from([98, 0, 20]),
    scorecardProbabilities: Float64Array.from([0.8853, 0, 0.1]),
    trainedProbabilities: Float64Array.from([0.8709, 0, 0.2]),
    errors: [{ row: 2, reason: "Income is empty" }],
  };
}

/** `total` rows, all approved by both, with every 10th row unscored. */
export function bigTable(total: number): BatchTable {
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

export const csvFile = (name = "applications.csv", text = "Gender\nMale\n") =>
  new File([text], name, { type: "text/csv" });

export { fakeWorkers };

export async function setUp() {
  const workers = fakeWorkers<BatchTable>();
  const user = userEvent.setup({ applyAccept: false });
  render(<BatchSection createWorker={workers.create} />);
  const input = screen.getByLabelText(copy.fileLabel);
  async function scoreFile(file: File) {
    await user.upload(input, file);
    await user.click(screen.getByRole("button", { name: copy.score }));
  }
  return { workers, user, input, scoreFile };
}

export const status = () => screen.getByRole("status");
