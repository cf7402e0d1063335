import { describe, expect, it } from "vitest";

import type { BatchMessage } from "#model/batch/run-batch";
import { FIXTURE_MODELS } from "#tests/support/kit/fixture-models";

import { runModelBatch } from "./batch-run";
import type { KitBatchTable } from "./batch-table";

// The fixture owner's models (tests/fixtures/content/models/). Expected probabilities and values are onnxruntime-node's
// for the same inputs, as model/kit/serving/kit-scorer.test.ts pins them.
const risk = FIXTURE_MODELS["diabetes-risk"]!;
const progression = FIXTURE_MODELS["disease-progression"]!;

function run(served: typeof risk, text: string, options?: Parameters<typeof runModelBatch>[3]) {
  const messages: BatchMessage<KitBatchTable>[] = [];
  runModelBatch(served, text, (message) => messages.push(message), options);
  return messages;
}

function table(messages: BatchMessage<KitBatchTable>[]): KitBatchTable {
  const done = messages.at(-1);
  if (done?.type !== "done") throw new Error(`expected done, got ${JSON.stringify(done)}`);
  return done.table;
}

describe("runModelBatch", () => {
  it("scores every row as the API's batch does: the answer, each bad row's reason naming its field, out-of-data rows", () => {
    const text = [
      "s5,bp,bmi,sex,age,y",
      "4.6,95,28.1,female,50,1",
      "4.6,95,28.1,female,-3,0",
      "4.6,300,28.1,female,50,1",
      "4.6,95,28.1,other,50,1",
    ].join("\r\n");
    const messages = run(risk, text);
    expect(messages[0]).toEqual({ type: "progress", scored: 0, total: 4 });
    const { total, answers, errors } = table(messages);
    expect(total).toBe(4);
    const first = answers[0];
    if (first?.task !== "binary") throw new Error("a binary answer");
    expect(first.probability).toBeCloseTo(0.64544654, 6);
    expect(first).toMatchObject({ verdict: 1, positive: true, abstain: false, warnings: [] });
    expect(first.explanation).toBeUndefined(); // as the API's batch: no explanation
    expect(answers[1]).toBeNull();
    // bp 300 lies above the test rows' largest blood pressure.
    expect(answers[2]).toMatchObject({ abstain: true, warnings: [{ kind: "above-range", field: "bp" }, {}] });
    expect(errors).toEqual([
      { row: 2, reason: 'age: expected a whole number from 0 to 120; received "-3"' },
      { row: 4, reason: 'sex: expected one of female, male; received "other"' },
    ]);
  });

  it("scores a regressor's rows, chunk after chunk, in order", () => {
    const row = "50,1,26.5,90,180,110,48,4,4.6,90";
    const header = "age,sex,bmi,bp,s1,s2,s3,s4,s5,s6";
    const { answers } = table(run(progression, [header, row, row, row].join("\n"), { chunkRows: 2 }));
    expect(answers).toHaveLength(3);
    for (const answer of answers) {
      if (answer?.task !== "regression") throw new Error("a regression answer");
      expect(answer.value).toBeCloseTo(142.523422, 4);
    }
  });

  it("fails, before any row, with the API's messages: no header, a missing column, too many rows, or none", () => {
    expect(run(risk, "")).toEqual([{ type: "failed", message: "The file is empty." }]);
    expect(run(risk, "age,sex\n50,female\n")).toEqual([
      {
        type: "failed",
        message: "The header lacks bmi, bp, s5: the columns are the model's fields (age, sex, bmi, bp, s5).",
      },
    ]);
    const rows = Array.from({ length: 10_001 }, () => "50,female,28.1,95,4.6");
    expect(run(risk, ["age,sex,bmi,bp,s5", ...rows].join("\n"))).toEqual([
      { type: "failed", message: "The batch has 10001 rows; at most 10000 are scored at once." },
    ]);
    expect(run(risk, "age,sex,bmi,bp,s5\n")).toEqual([
      { type: "failed", message: "The file has a header but no rows under it." },
    ]);
  });
});
