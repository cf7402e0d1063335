import { describe, expect, it } from "vitest";

import { resultsCsv } from "./batch-csv";
import { type BatchTable, SCORECARD_APPROVES, SCORED, TRAINED_ABSTAINS, TRAINED_APPROVES } from "./batch-table";

/**
 * Written out by hand: the golden application's answers, a row refused with a reason that needs quoting, a refusal,
 * and a refusal the trained model gives no verdict on (outside the data).
 */
const table: BatchTable = {
  total: 4,
  flags: Uint8Array.from([SCORED | SCORECARD_APPROVES | TRAINED_APPROVES, 0, SCORED, SCORED | TRAINED_ABSTAINS]),
  scores: Uint8Array.from([98, 0, 45, 0]),
  scorecardProbabilities: Float64Array.from([0.8853, 0, 0.4012, 0.003]),
  trainedProbabilities: Float64Array.from([0.8709, 0, 0.3, 0.0481]),
  errors: [{ row: 2, reason: 'Gender: "Other" is not accepted, sorry' }],
};

describe("resultsCsv", () => {
  it("writes one line per input row in order, both models' columns, and the reason of an unscored row, quoted", () => {
    expect(resultsCsv(table)).toBe(
      [
        "row,scorecard_prediction,scorecard_score,scorecard_probability,trained_prediction,trained_probability,error",
        "1,Yes,98,0.8853,Yes,0.8709,",
        '2,,,,,,"Gender: ""Other"" is not accepted, sorry"',
        "3,No,45,0.4012,No,0.3,",
        "4,No,0,0.003,,0.0481,",
        "",
      ].join("\r\n"),
    );
  });

  it("writes only the header for an empty table", () => {
    const empty = { ...table, total: 0, errors: [] };
    expect(resultsCsv(empty)).toBe(
      "row,scorecard_prediction,scorecard_score,scorecard_probability,trained_prediction,trained_probability,error\r\n",
    );
  });
});
