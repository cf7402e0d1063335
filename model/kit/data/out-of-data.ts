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

/** A character no CSV cell holds in practice: it joins a combination's values into one key. */
export const SEPARATOR = "\u0000";

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

export type Joint = NonNullable<OutOfDataLimits["joint"]>;

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
