import type { KitRow } from "../types";
import type { KitField } from "./fields";
import { invertSymmetric } from "./symmetric-inverse";

/**
 * Added to the diagonal of the numeric fields' correlation matrix before it is inverted: 1 % of each field's own
 * variance. It keeps the inverse finite when fields are collinear (one-hot columns in a tensor, a copy of a field),
 * and moves a distance by well under 1 % otherwise.
 */
export const RIDGE = 0.01;
/** At most one test row in this many is flagged by the joint rule: its threshold is set from the rows so. */
export const FLAG_ONE_IN = 100;

// A character no CSV cell holds in practice joins a combination's values into one key.
const SEPARATOR = "\u0000";

/**
 * The aggregates out-of-data checks read: no row of test.csv, only ranges, choices, the numeric fields' means,
 * scales and inverse correlation (with the ridge), the distance threshold, and the category combinations seen.
 * Indices are the fields' positions in a row.
 */
export type OutOfDataLimits = {
  ranges: (
    | { index: number; field: string; kind: "number"; min: number; max: number }
    | { index: number; field: string; kind: "category"; choices: string[] }
  )[];
  /** Mahalanobis distance on the numeric fields; null without any. */
  joint: {
    method: "mahalanobis";
    indices: number[];
    fields: string[];
    mean: number[];
    scale: number[];
    ridge: number;
    /** (R + ridge·I)⁻¹, row-major, R the standardised fields' correlation over the test rows. */
    inverse: number[];
    /** Flagged beyond this distance: the test rows' ⌈(1 − 1/FLAG_ONE_IN)·n⌉-th smallest, so ≤ 1 % of them lie beyond. */
    threshold: number;
    rows: number;
    flaggedRows: number;
  } | null;
  /** Every combination of the category fields' values the test rows hold; null with fewer than two category fields. */
  combinations: { indices: number[]; fields: string[]; seen: string[][] } | null;
};

export type OutOfDataWarning =
  | { kind: "below-range" | "above-range"; field: string; value: number; limit: number; message: string }
  | { kind: "unseen-choice"; field: string; value: string; message: string }
  | { kind: "joint-distance"; distance: number; threshold: number; message: string }
  | { kind: "unseen-combination"; fields: string[]; values: string[]; message: string };

type Joint = NonNullable<OutOfDataLimits["joint"]>;

function standardised(row: KitRow, joint: Pick<Joint, "indices" | "mean" | "scale">): Float64Array {
  // A missing value is put at the field's mean: it adds nothing to the distance.
  return Float64Array.from(joint.indices, (index, k) => {
    const value = row[index] as number;
    return Number.isNaN(value) ? 0 : (value - joint.mean[k]!) / joint.scale[k]!;
  });
}

function quadratic(z: Float64Array, inverse: ArrayLike<number>): number {
  const p = z.length;
  let sum = 0;
  for (let i = 0; i < p; i++) {
    let inner = 0;
    for (let j = 0; j < p; j++) inner += inverse[i * p + j]! * z[j]!;
    sum += z[i]! * inner;
  }
  return Math.sqrt(Math.max(0, sum));
}

/** The Mahalanobis distance of a row from the test rows' centre, as `joint` measures it. */
export function jointDistance(row: KitRow, joint: Joint): number {
  return quadratic(standardised(row, joint), joint.inverse);
}

function fitJoint(rows: readonly KitRow[], fields: readonly KitField[]): OutOfDataLimits["joint"] {
  const numeric = fields.flatMap((field, index) => (field.kind === "number" ? [{ field, index }] : []));
  const p = numeric.length;
  const n = rows.length;
  if (p === 0) return null;
  const centre = {
    indices: numeric.map(({ index }) => index),
    mean: numeric.map(({ field }) => (field.kind === "number" ? field.mean : 0)),
    // A constant field keeps scale 1: any other value is outside its range anyway.
    scale: numeric.map(({ field }) => (field.kind === "number" && field.sd > 0 ? field.sd : 1)),
  };
  const z = rows.map((row) => standardised(row, centre));
  const matrix = new Float64Array(p * p);
  for (const values of z) {
    for (let i = 0; i < p; i++) for (let j = 0; j <= i; j++) matrix[i * p + j]! += values[i]! * values[j]!;
  }
  for (let i = 0; i < p; i++) {
    for (let j = 0; j <= i; j++) matrix[j * p + i] = matrix[i * p + j] = matrix[i * p + j]! / (n - 1);
    matrix[i * p + i]! += RIDGE;
  }
  const inverse = invertSymmetric(matrix, p);
  const distances = Float64Array.from(z, (values) => quadratic(values, inverse)).sort();
  const threshold = distances[n - 1 - Math.floor(n / FLAG_ONE_IN)]!;
  const flaggedRows = distances.filter((distance) => distance > threshold).length;
  return {
    method: "mahalanobis",
    ...centre,
    fields: numeric.map(({ field }) => field.name),
    ridge: RIDGE,
    inverse: Array.from(inverse),
    threshold,
    rows: n,
    flaggedRows,
  };
}

function fitCombinations(rows: readonly KitRow[], fields: readonly KitField[]): OutOfDataLimits["combinations"] {
  const categories = fields.flatMap((field, index) => (field.kind === "category" ? [{ field, index }] : []));
  if (categories.length < 2) return null;
  const seen = new Map<string, string[]>();
  for (const row of rows) {
    const values = categories.map(({ index }) => String(row[index]));
    seen.set(values.join(SEPARATOR), values);
  }
  return {
    indices: categories.map(({ index }) => index),
    fields: categories.map(({ field }) => field.name),
    seen: [...seen.values()].sort((a, b) => (a.join(SEPARATOR) < b.join(SEPARATOR) ? -1 : 1)),
  };
}

/**
 * What out-of-data checks need, from the test rows and their fields (describeFields): per-field ranges and
 * choices, the joint Mahalanobis rule on the numeric fields, and the category combinations seen.
 */
export function fitOutOfData(rows: readonly KitRow[], fields: readonly KitField[]): OutOfDataLimits {
  return {
    ranges: fields.map((field, index) =>
      field.kind === "number"
        ? { index, field: field.name, kind: "number", min: field.min, max: field.max }
        : { index, field: field.name, kind: "category", choices: field.choices.map((choice) => choice.value) },
    ),
    joint: fitJoint(rows, fields),
    combinations: fitCombinations(rows, fields),
  };
}

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
