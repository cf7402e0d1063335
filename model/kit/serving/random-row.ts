import type { KitFieldSpec, KitNumberFieldSpec } from "./served-model";

/** The decimals a number is written with ("4.2767" → 4), up to `most`. */
function decimalsOf(value: number, most: number): number {
  const written = String(value).split(".")[1] ?? "";
  return Math.min(written.length, most);
}

/**
 * A number drawn uniformly from the test data's range (narrowed to model.ts's bounds), written as the data writes
 * its numbers: a whole number for an integer field, else with as many decimals as the range's ends and median have
 * (at most 4), so that the form shows what a row of test.csv could hold.
 */
function randomNumber(field: KitNumberFieldSpec, random: () => number): number {
  const min = Math.max(field.data.min, field.bounds.min ?? -Infinity);
  const max = Math.min(field.data.max, field.bounds.max ?? Infinity);
  if (field.integer)
    return Math.min(max, Math.ceil(min) + Math.floor(random() * (Math.floor(max) - Math.ceil(min) + 1)));
  const decimals = Math.max(
    ...[field.data.min, field.data.max, field.data.median].map((value) => decimalsOf(value, 4)),
  );
  const scale = 10 ** decimals;
  return Math.min(max, Math.max(min, Math.round((min + random() * (max - min)) * scale) / scale));
}

/**
 * A random input for the model's form ("Random example"): each field drawn on its own, a number uniformly within
 * the test data's range and a category among the choices the data holds. Every value lies inside the data, field by
 * field; the fields together may still make a row unlike any in it, which the answer's warnings then say. No row of
 * test.csv is used: the ranges are the spec's aggregates.
 */
export function randomRow(fields: readonly KitFieldSpec[], random: () => number = Math.random): (number | string)[] {
  return fields.map((field) =>
    field.kind === "number"
      ? randomNumber(field, random)
      : field.choices[Math.min(field.choices.length - 1, Math.floor(random() * field.choices.length))]!.value,
  );
}
