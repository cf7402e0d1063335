import { quantileOfSorted } from "../../uncertainty/percentile";
import type { TestTable } from "./read-test-csv";

/** The quantiles published for each numeric field: its range's shape without any one row's value. */
export const FIELD_QUANTILES = [0.01, 0.05, 0.25, 0.5, 0.75, 0.95, 0.99] as const;
/** A whole-number field with at most this many distinct values lists them (a flag, a rating): they can be groups. */
export const MAX_LEVELS = 10;

/**
 * A numeric field as the test rows show it. `integer` when the model's input is an integer type or every value
 * is whole (a count, a 0/1 flag). Quantiles interpolate as numpy's default percentile does; the standard
 * deviation divides by n − 1. Missing values (empty cells, for a model that takes them) are left out of all.
 */
export type NumberField = {
  name: string;
  kind: "number";
  integer: boolean;
  /** Rows with a value, and rows without one. */
  present: number;
  missing: number;
  min: number;
  max: number;
  mean: number;
  sd: number;
  quantiles: { q: number; value: number }[];
  /** For a whole-number field of at most MAX_LEVELS values: each value and its count, in ascending order. */
  levels?: { value: number; count: number }[];
};

/** A category field: each choice seen in the test rows and how many rows hold it, most common first. */
export type CategoryField = { name: string; kind: "category"; choices: { value: string; count: number }[] };

export type KitField = NumberField | CategoryField;

function numberField(name: string, integer: boolean, column: readonly number[]): NumberField {
  const present = Float64Array.from(column.filter((value) => !Number.isNaN(value))).sort();
  const n = present.length;
  const mean = present.reduce((sum, value) => sum + value, 0) / n;
  const squares = present.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  const whole = integer || present.every(Number.isInteger);
  const levels = new Map<number, number>();
  if (whole)
    for (const value of present) if (levels.size <= MAX_LEVELS) levels.set(value, (levels.get(value) ?? 0) + 1);
  return {
    name,
    kind: "number",
    integer: whole,
    present: n,
    missing: column.length - n,
    min: present[0]!,
    max: present[n - 1]!,
    mean,
    sd: n > 1 ? Math.sqrt(squares / (n - 1)) : 0,
    quantiles: FIELD_QUANTILES.map((q) => ({ q, value: quantileOfSorted(present, q) })),
    // `present` is sorted, so the levels come in ascending order.
    ...(whole && levels.size <= MAX_LEVELS ? { levels: [...levels].map(([value, count]) => ({ value, count })) } : {}),
  };
}

function categoryField(name: string, column: readonly string[]): CategoryField {
  const counts = new Map<string, number>();
  for (const value of column) counts.set(value, (counts.get(value) ?? 0) + 1);
  // Most common first; a tie keeps the order the file first shows them in (Map keeps insertion order, sort is stable).
  const choices = [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count);
  return { name, kind: "category", choices };
}

/** Each input field's summary, in test.csv's order: what the form, the card and the range warnings are built from. */
export function describeFields(table: TestTable): KitField[] {
  return table.fields.map((field, j) =>
    field.kind === "category"
      ? categoryField(
          field.name,
          table.rows.map((row) => String(row[j])),
        )
      : numberField(
          field.name,
          field.integer,
          table.rows.map((row) => row[j] as number),
        ),
  );
}
