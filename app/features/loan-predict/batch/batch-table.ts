/** Per-row flags in BatchTable.flags. */
export const SCORED = 1;
export const SCORECARD_APPROVES = 2;
export const TRAINED_APPROVES = 4;
/** The trained model gave no verdict: the row lies outside the data it learnt from. */
export const TRAINED_ABSTAINS = 8;

/**
 * Both models' answers for every row of a file, column by column in typed arrays (index = row − 1), so
 * the worker hands 100,000 rows to the page as four buffers instead of 100,000 objects. A row that could
 * not be scored has flags 0 and is listed in `errors`, in row order.
 */
export type BatchTable = {
  total: number;
  flags: Uint8Array;
  scores: Uint8Array;
  scorecardProbabilities: Float64Array;
  trainedProbabilities: Float64Array;
  errors: { row: number; reason: string }[];
};

export function emptyTable(total: number): BatchTable {
  return {
    total,
    flags: new Uint8Array(total),
    scores: new Uint8Array(total),
    scorecardProbabilities: new Float64Array(total),
    trainedProbabilities: new Float64Array(total),
    errors: [],
  };
}

/** The buffers postMessage can transfer rather than copy. */
export function tableBuffers(table: BatchTable): ArrayBuffer[] {
  const { flags, scores, scorecardProbabilities, trainedProbabilities } = table;
  return [flags, scores, scorecardProbabilities, trainedProbabilities].map((array) => array.buffer as ArrayBuffer);
}

/** One row of the table as the page and the CSV read it. */
export type TableRow =
  | { row: number; error: string }
  | {
      row: number;
      scorecard: { approved: boolean; score: number; probability: number };
      /** `verdict` null: the trained model gave none (outside the data). */
      trained: { verdict: "Yes" | "No" | null; probability: number };
    };

/** Row `row` (from 1); `errorOf` finds an unscored row's reason (see errorIndex). */
export function tableRow(table: BatchTable, row: number, errorOf: (row: number) => string | undefined): TableRow {
  const index = row - 1;
  const flags = table.flags[index] ?? 0;
  if ((flags & SCORED) === 0) return { row, error: errorOf(row) ?? "" };
  return {
    row,
    scorecard: {
      approved: (flags & SCORECARD_APPROVES) !== 0,
      score: table.scores[index] ?? 0,
      probability: table.scorecardProbabilities[index] ?? 0,
    },
    trained: {
      verdict: flags & TRAINED_ABSTAINS ? null : flags & TRAINED_APPROVES ? "Yes" : "No",
      probability: table.trainedProbabilities[index] ?? 0,
    },
  };
}

/** A lookup of the unscored rows' reasons by row number. */
export function errorIndex(table: BatchTable): (row: number) => string | undefined {
  const reasons = new Map(table.errors.map(({ row, reason }) => [row, reason]));
  return (row) => reasons.get(row);
}

/** Rows scored, how many each model approves, and on how many the trained model gave no verdict. */
export function tableSummary(table: BatchTable) {
  let scored = 0;
  let scorecardApproves = 0;
  let trainedApproves = 0;
  let trainedAbstains = 0;
  for (const flags of table.flags) {
    if (flags & SCORED) scored++;
    if (flags & SCORECARD_APPROVES) scorecardApproves++;
    if (flags & TRAINED_APPROVES) trainedApproves++;
    if (flags & TRAINED_ABSTAINS) trainedAbstains++;
  }
  return { scored, unscored: table.errors.length, scorecardApproves, trainedApproves, trainedAbstains };
}
