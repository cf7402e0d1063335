import { z } from "zod";

import { type FieldProblem, PredictRequestSchema } from "#model/api-contract";
import type { LoanApplication } from "#model/schema";

type JsonSchemaNode = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchemaNode[];
  minimum?: number;
  maximum?: number;
};

/** What a field accepts, in words, read from the JSON Schema the request schema generates. */
function describeAccepted(node: JsonSchemaNode): string {
  const choices = node.enum ?? node.anyOf?.map((option) => option.const);
  if (choices) return `one of ${choices.map(String).join(", ")}`;
  if (node.type === "integer" && node.minimum !== undefined && node.maximum !== undefined) {
    return `an integer from ${node.minimum} to ${node.maximum}`;
  }
  return node.type ? `a value of type ${node.type}` : "a valid value";
}

const { properties } = z.toJSONSchema(PredictRequestSchema) as { properties: Record<string, JsonSchemaNode> };

/** Per field, what it accepts ("one of Male, Female", "an integer from 0 to 150"); generated, never hand-kept. */
export const FIELD_ACCEPTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(properties).map(([field, node]) => [field, describeAccepted(node)]),
);

const FIELD_LIST = Object.keys(properties).join(", ");
// A 16 KiB body can hold thousands of stray keys; an error about each would be an amplifier.
const MAX_UNKNOWN_REPORTED = 10;

function truncate(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

function describeReceived(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return `the string ${truncate(JSON.stringify(value))}`;
  return truncate(String(value));
}

export type Validation =
  { success: true; data: LoanApplication } | { success: false; message: string; details: FieldProblem[] };

/**
 * Validates a parsed JSON body against the request schema and, when it fails, says per field
 * what was wrong and what the field accepts: every missing, invalid and unknown field is named.
 */
export function validateApplication(input: unknown): Validation {
  const result = PredictRequestSchema.safeParse(input);
  if (result.success) return { success: true, data: result.data };

  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    const message = `expected a JSON object with the fields ${FIELD_LIST}; received ${describeReceived(input)}`;
    return { success: false, message: "The body must be a JSON object.", details: [{ field: "(body)", message }] };
  }

  const body = input as Record<string, unknown>;
  const details: FieldProblem[] = [];
  const reported = new Set<string>();
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys.slice(0, MAX_UNKNOWN_REPORTED)) {
        details.push({ field: truncate(key), message: `unknown field; the fields are ${FIELD_LIST}` });
      }
      const more = issue.keys.length - MAX_UNKNOWN_REPORTED;
      if (more > 0) details.push({ field: "(body)", message: `${more} more unknown fields` });
      continue;
    }
    const field = String(issue.path[0] ?? "(body)");
    if (reported.has(field)) continue;
    reported.add(field);
    const accepts = FIELD_ACCEPTS[field] ?? "a valid value";
    details.push({
      field,
      message: Object.hasOwn(body, field)
        ? `expected ${accepts}; received ${describeReceived(body[field])}`
        : `missing; expected ${accepts}`,
    });
  }
  const fields = details.map((detail) => detail.field).join(", ");
  return { success: false, message: `The loan application is not valid: ${fields}.`, details };
}
