import type { KitPrediction } from "#model/kit/serving/contract";
import type { KitBatchInput } from "#model/kit/serving/kit-batch";
import type { KitScorer } from "#model/kit/serving/kit-scorer";

/**
 * A model's answers for every row of a file (index = row − 1), as the API's batch gives them without explanation;
 * null for a row that could not be scored, listed with its reason in `errors`, in row order.
 */
export type KitBatchTable = {
  total: number;
  answers: (KitPrediction | null)[];
  errors: { row: number; reason: string }[];
};

export function emptyKitTable(total: number): KitBatchTable {
  return { total, answers: Array.from({ length: total }, () => null), errors: [] };
}

/** The API's reason for each row of a chunk the model failed on (server/api/models.ts answers the same). */
const CHUNK_FAILED = "this row could not be scored";

/**
 * Scores a chunk of rows into the table with one pass of the model, as the API's batch scores a chunk: the rows read
 * well answered together, the others keeping their reasons.
 */
export function scoreKitChunk(scorer: KitScorer, table: KitBatchTable, inputs: readonly KitBatchInput[]): void {
  const valid = inputs.flatMap((input) => ("values" in input ? [input] : []));
  let answers: KitPrediction[] | null;
  try {
    answers = scorer.answer(
      valid.map((input) => input.values),
      "never",
    );
  } catch {
    answers = null;
  }
  let next = 0;
  for (const input of inputs) {
    if ("reason" in input) table.errors.push({ row: input.row, reason: input.reason });
    else if (answers === null) table.errors.push({ row: input.row, reason: CHUNK_FAILED });
    else table.answers[input.row - 1] = answers[next++]!;
  }
}

/** Rows scored, how many a binary model calls positive, and how many lie outside the test data. */
export function kitTableSummary(table: KitBatchTable) {
  let scored = 0;
  let positive = 0;
  let outOfData = 0;
  for (const answer of table.answers) {
    if (!answer) continue;
    scored++;
    if (answer.task === "binary" && answer.positive) positive++;
    if (answer.abstain) outOfData++;
  }
  return { scored, unscored: table.errors.length, positive, outOfData };
}
