import { z } from "zod";

import { describeValue } from "../../batch/limits";
import { parseDecimal } from "../data/cells";
import type { KitRow, KitValue } from "../types";
import type { KitFieldSpec, KitSpec } from "./served-model";

/**
 * One request to a model, from its fields (served-model.ts's KitSpec): the API's body, the page's form and a
 * batch row are read by the same rules. A number is finite, whole when the model's input is an integer, within
 * the bounds model.ts states (if any), and null only when the model takes a missing value; a category is one
 * of the choices the test rows hold. Unknown keys are refused, so a misspelt field is named rather than ignored.
 */

/** A field's problem, as the API's 400 lists it (model/api-contract.ts's FieldProblem). */
export type KitFieldProblem = { field: string; message: string };

export type KitValidation =
  { success: true; row: KitRow } | { success: false; message: string; details: KitFieldProblem[] };

/** The zod schema of one field's value in a JSON body. */
function fieldSchema(field: KitFieldSpec): z.ZodType {
  if (field.kind === "category") {
    const values = field.choices.map((choice) => choice.value) as [string, ...string[]];
    return z.enum(values).describe(field.help ?? field.label);
  }
  let schema = field.integer ? z.int() : z.number();
  if (field.bounds.min !== null) schema = schema.min(field.bounds.min);
  if (field.bounds.max !== null) schema = schema.max(field.bounds.max);
  const unit = field.unit ? ` (${field.unit})` : "";
  const described = schema.describe(
    `${field.label}${unit}. The test rows range from ${field.data.min} to ${field.data.max}.` +
      (field.optional ? " null when unknown." : ""),
  );
  return field.optional ? described.nullable() : described;
}

/** The name a model's schemas take in the OpenAPI document: `KitInput_<id>`. */
export function schemaTitle(kind: "Input" | "Prediction", id: string): string {
  return `Kit${kind}_${id}`;
}

/** The body of POST /api/models/<id>/predict: one key per field, strict. */
export function requestSchema(spec: KitSpec): z.ZodType<Record<string, KitValue | null>> {
  const shape = Object.fromEntries(spec.fields.map((field) => [field.name, fieldSchema(field)]));
  return z
    .strictObject(shape)
    .meta({ title: schemaTitle("Input", spec.id), description: `One input to ${spec.title}.` }) as z.ZodType<
    Record<string, KitValue | null>
  >;
}

/** What a field accepts, in words: "a number from 0 to 50, or null", "one of north, south". */
export function fieldAccepts(field: KitFieldSpec): string {
  if (field.kind === "category") return `one of ${field.choices.map((choice) => choice.value).join(", ")}`;
  const { min, max } = field.bounds;
  const what = field.integer ? "a whole number" : "a number";
  const range =
    min !== null && max !== null
      ? ` from ${min} to ${max}`
      : min !== null
        ? ` of at least ${min}`
        : max !== null
          ? ` of at most ${max}`
          : "";
  return `${what}${range}${field.optional ? ", or null when unknown" : ""}`;
}

function describeReceived(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  return describeValue(value);
}

// A 16 KiB body can hold thousands of stray keys; an error about each would be an amplifier.
const MAX_UNKNOWN_REPORTED = 10;

/** The row a valid body gives, in the fields' order (NaN for a missing number). */
function rowOf(spec: KitSpec, body: Record<string, KitValue | null>): KitRow {
  return spec.fields.map((field) => body[field.name] ?? Number.NaN);
}

/**
 * Validates a parsed JSON body against the model's schema (requestSchema), and when it fails names every
 * missing, invalid and unknown field with what it accepts.
 */
export function validateKitInput(
  spec: KitSpec,
  schema: z.ZodType<Record<string, KitValue | null>>,
  input: unknown,
): KitValidation {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, row: rowOf(spec, result.data) };
  const names = spec.fields.map((field) => field.name);
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    const message = `expected a JSON object with the fields ${names.join(", ")}; received ${describeReceived(input)}`;
    return { success: false, message: "The body must be a JSON object.", details: [{ field: "(body)", message }] };
  }
  const body = input as Record<string, unknown>;
  const details: KitFieldProblem[] = [];
  const reported = new Set<string>();
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys.slice(0, MAX_UNKNOWN_REPORTED)) {
        const shown = key.length > 40 ? `${key.slice(0, 40)}…` : key;
        details.push({ field: shown, message: `unknown field; the fields are ${names.join(", ")}` });
      }
      const more = issue.keys.length - MAX_UNKNOWN_REPORTED;
      if (more > 0) details.push({ field: "(body)", message: `${more} more unknown fields` });
      continue;
    }
    const name = String(issue.path[0] ?? "(body)");
    if (reported.has(name)) continue;
    reported.add(name);
    const field = spec.fields.find((candidate) => candidate.name === name);
    const accepts = field ? fieldAccepts(field) : "a valid value";
    details.push({
      field: name,
      message: Object.hasOwn(body, name)
        ? `expected ${accepts}; received ${describeReceived(body[name])}`
        : `missing; expected ${accepts}`,
    });
  }
  return {
    success: false,
    message: `The input is not valid: ${details.map((detail) => detail.field).join(", ")}.`,
    details,
  };
}

/**
 * One batch file's row (its cells for the fields, in the fields' order) as a row of values, or why it cannot
 * be scored, naming the first field at fault: the same rules as a JSON body, an empty cell standing for null.
 */
export function readKitCells(spec: KitSpec, cells: readonly (string | undefined)[]): KitRow | string {
  const row: KitValue[] = [];
  for (const [j, field] of spec.fields.entries()) {
    const cell = cells[j]?.trim() ?? "";
    const wrong = (received: string) => `${field.name}: expected ${fieldAccepts(field)}; received ${received}`;
    if (field.kind === "category") {
      if (!field.choices.some((choice) => choice.value === cell))
        return wrong(cell === "" ? "nothing" : describeValue(cell));
      row.push(cell);
      continue;
    }
    if (cell === "") {
      if (!field.optional) return wrong("nothing");
      row.push(Number.NaN);
      continue;
    }
    const value = parseDecimal(cell);
    const { min, max } = field.bounds;
    const fits =
      value !== undefined &&
      Number.isFinite(value) &&
      (!field.integer || Number.isInteger(value)) &&
      (min === null || value >= min) &&
      (max === null || value <= max);
    if (!fits) return wrong(describeValue(cell));
    row.push(value);
  }
  return row;
}
