import type { KitRow } from "../types";
import { FLAG_ONE_IN, jointDistance, type OutOfDataLimits, SEPARATOR } from "./out-of-data";

export type OutOfDataWarning =
  | { kind: "below-range" | "above-range"; field: string; value: number; limit: number; message: string }
  | { kind: "unseen-choice"; field: string; value: string; message: string }
  | { kind: "joint-distance"; distance: number; threshold: number; message: string }
  | { kind: "unseen-combination"; fields: string[]; values: string[]; message: string };

const keys = new WeakMap<object, Set<string>>();

/** The combinations seen, as a set of keys: built once per limits object, so a check is one look-up. */
function seenKeys(combinations: NonNullable<OutOfDataLimits["combinations"]>): Set<string> {
  let set = keys.get(combinations);
  if (!set) keys.set(combinations, (set = new Set(combinations.seen.map((values) => values.join(SEPARATOR)))));
  return set;
}

const NUMBER = new Intl.NumberFormat("en-US", { maximumFractionDigits: 4 });

/**
 * An input's caveats against the test data: each number outside its field's range, each choice no test row
 * holds, a joint distance past the threshold, and a combination of choices no test row holds. Any of them means
 * the data cannot vouch for the answer (the caller abstains). A range or choice is the data's own edge, and the
 * joint threshold is the one distance the card states, so no warning turns on at a value of its own making.
 */
export function outOfDataWarnings(row: KitRow, limits: OutOfDataLimits): OutOfDataWarning[] {
  const warnings: OutOfDataWarning[] = [];
  for (const range of limits.ranges) {
    const value = row[range.index];
    if (range.kind === "number") {
      if (typeof value !== "number" || Number.isNaN(value)) continue;
      if (value < range.min || value > range.max) {
        const below = value < range.min;
        const limit = below ? range.min : range.max;
        warnings.push({
          kind: below ? "below-range" : "above-range",
          field: range.field,
          value,
          limit,
          message: `${range.field} = ${NUMBER.format(value)} is ${below ? "below" : "above"} every test row (the ${below ? "smallest" : "largest"} is ${NUMBER.format(limit)}).`,
        });
      }
    } else if (!range.choices.includes(String(value))) {
      warnings.push({
        kind: "unseen-choice",
        field: range.field,
        value: String(value),
        message: `No test row has ${range.field} = "${String(value)}" (the data holds ${range.choices.map((c) => `"${c}"`).join(", ")}).`,
      });
    }
  }
  const { joint, combinations } = limits;
  if (joint) {
    const distance = jointDistance(row, joint);
    if (distance > joint.threshold) {
      warnings.push({
        kind: "joint-distance",
        distance,
        threshold: joint.threshold,
        message: `Together, the numbers lie further from the test rows than ${FLAG_ONE_IN - 1} in ${FLAG_ONE_IN} of them (Mahalanobis distance ${NUMBER.format(distance)}; the threshold is ${NUMBER.format(joint.threshold)}).`,
      });
    }
  }
  if (combinations) {
    const values = combinations.indices.map((index) => String(row[index]));
    const known = seenKeys(combinations).has(values.join(SEPARATOR));
    const eachKnown = !warnings.some((warning) => warning.kind === "unseen-choice");
    if (!known && eachKnown) {
      warnings.push({
        kind: "unseen-combination",
        fields: combinations.fields,
        values,
        message: `No test row has ${combinations.fields.map((field, k) => `${field} = "${values[k]}"`).join(", ")} together.`,
      });
    }
  }
  return warnings;
}
