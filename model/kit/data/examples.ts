import type { ClassLabel, KitRow } from "../types";
import type { OutOfDataLimits } from "./out-of-data";
import { outOfDataWarnings } from "./out-of-data-warnings";
import type { TestTable } from "./read-test-csv";
import type { ModelRefinement } from "./refinement";
import type { KitTarget } from "./target";

/** Example rows published unless the owner's refinement says otherwise. */
export const DEFAULT_EXAMPLES = 3;

/** A test row shown on the page to fill the form: its inputs, and the answer test.csv gives. */
export type ExampleRow = { values: KitRow; actual: ClassLabel | number };

/** How many example rows the owner's refinement asks for: `examples: false` none, a number that many, else DEFAULT_EXAMPLES. */
export function exampleCount(refinement: Pick<ModelRefinement, "examples"> | undefined): number {
  const examples = refinement?.examples;
  if (examples === false) return 0;
  return typeof examples === "number" ? examples : DEFAULT_EXAMPLES;
}

/**
 * At most `count` test rows to publish as examples, chosen without randomness so the build is reproducible:
 * rows the out-of-data checks pass (an example should not warn), for a classifier one class after another in
 * the classes' order (each class's first such row in the file, then its second …), for a regressor the rows
 * whose targets lie nearest the target's quantiles 1/(count + 1), 2/(count + 1), ….
 */
export function exampleRows(
  table: TestTable,
  target: KitTarget,
  limits: OutOfDataLimits,
  count = DEFAULT_EXAMPLES,
): ExampleRow[] {
  const quiet = table.rows.flatMap((row, i) => (outOfDataWarnings(row, limits).length === 0 ? [i] : []));
  if (target.task === "regression") {
    const sorted = [...quiet].sort((a, b) => target.values[a]! - target.values[b]! || a - b);
    const picked = new Set<number>();
    for (let k = 1; k <= count && picked.size < sorted.length; k++) {
      let at = Math.round((k / (count + 1)) * (sorted.length - 1));
      while (picked.has(sorted[at]!)) at = (at + 1) % sorted.length;
      picked.add(sorted[at]!);
    }
    return [...picked].map((i) => ({ values: table.rows[i]!, actual: target.values[i]! }));
  }
  const byClass = target.classes.map((_, k) => quiet.filter((i) => target.labels[i] === k));
  const picked: number[] = [];
  for (let round = 0; picked.length < count && byClass.some((rows) => rows.length > round); round++) {
    for (const rows of byClass) if (picked.length < count && rows[round] !== undefined) picked.push(rows[round]!);
  }
  return picked.map((i) => ({ values: table.rows[i]!, actual: target.classes[target.labels[i]!]! }));
}
