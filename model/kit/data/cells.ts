import { describeValue } from "../../batch/limits";

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A number written in decimal (an exponent allowed), or undefined: "NaN", "inf", "1,5" and "0x1F" are not numbers. */
export function parseDecimal(cell: string): number | undefined {
  return DECIMAL.test(cell) ? Number(cell) : undefined;
}

const NOT_FINITE = /^[+-]?(nan|inf|infinity)$/i;

/** A numeric cell's value, NaN for a missing one, or the problem with it. */
export function readNumber(cell: string, integer: boolean, missing: "allow" | "refuse"): number | string {
  if (cell === "") {
    return missing === "allow"
      ? Number.NaN
      : "an empty cell, and this model takes no missing value: fill it in, or drop the row.";
  }
  if (NOT_FINITE.test(cell)) {
    return `${describeValue(cell)} is not a finite number: write an empty cell for a missing value${missing === "allow" ? "" : " (if the model takes one)"}, or drop the row.`;
  }
  const value = parseDecimal(cell);
  if (value === undefined) return `${describeValue(cell)} is not a number: this field is numeric.`;
  if (!Number.isFinite(value)) return `${describeValue(cell)} is out of range for a number.`;
  if (integer && !Number.isInteger(value))
    return `${describeValue(cell)} is not a whole number: the model's input is an integer.`;
  return value;
}
