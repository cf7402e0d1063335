import type { CutRow } from "#app/components/threshold-explorer/threshold-explorer";
import type { CostChoice, ThresholdTable } from "#model/kit/evaluation/thresholds";

/** A slider position: a cut of the table, or one of the grid's ends, named rather than written as a cut. */
export type KitCutRow = CutRow & { end?: "everyone" | "no-one" };

/**
 * The slider's positions: the table's cuts (cut 0 calls every row positive), then calling no row positive, which
 * no cut on [0, 1] does when a probability is exactly 1, and which a least-cost choice may be.
 */
export function explorerRows(table: ThresholdTable): KitCutRow[] {
  return [
    ...table.rows.map((row) => (row.cut === 0 ? { ...row, end: "everyone" as const } : row)),
    { cut: Number.POSITIVE_INFINITY, ...table.refuseAll, end: "no-one" },
  ];
}

/** The position of the table's cut nearest `cut` (an owner's default cut may fall between the grid's). */
export function indexOfCut(rows: readonly KitCutRow[], cut: number): number {
  let best = 0;
  rows.forEach((row, index) => {
    if (Math.abs(row.cut - cut) < Math.abs(rows[best]!.cut - cut)) best = index;
  });
  return best;
}

/** The position of a least-cost choice: a cut of the table, or calling no one positive (the last position). */
export function indexOfChoice(rows: readonly KitCutRow[], choice: CostChoice["cut"]): number {
  return choice === "refuse-all" ? rows.length - 1 : indexOfCut(rows, choice);
}
