import { KitModelError } from "../kit-model-error";

/**
 * Reads one field of a parsed JSON document, naming its path in any error (e.g. `model.json:
 * learner.gradient_booster.model.trees[3].split_conditions is missing`), so the owner can find it.
 */
export type JsonAt = { value: unknown; path: string; file: string };

export function at(file: string, value: unknown): JsonAt {
  return { value, path: "", file };
}

export function field(node: JsonAt, key: string): JsonAt {
  const path = node.path ? `${node.path}.${key}` : key;
  const value = isObject(node.value) ? node.value[key] : undefined;
  return { value, path, file: node.file };
}

export function optional(node: JsonAt): JsonAt | undefined {
  return node.value === undefined || node.value === null ? undefined : node;
}

export function object(node: JsonAt): Record<string, unknown> {
  if (!isObject(node.value)) fail(node, "is not an object");
  return node.value;
}

export function text(node: JsonAt): string {
  if (typeof node.value !== "string") fail(node, "is not a string");
  return node.value;
}

/** XGBoost writes its parameters as strings ("5E-1", "[5E-1]" from 2.x); plain numbers are taken as well. */
export function numbers(node: JsonAt): number[] {
  const raw = node.value;
  const parts = typeof raw === "number" ? [raw] : typeof raw === "string" ? raw.replace(/^\[|\]$/g, "").split(",") : [];
  const values = parts.map((part) => (typeof part === "number" ? part : Number(part.trim())));
  if (values.length === 0 || values.some((v) => !Number.isFinite(v))) fail(node, "is not a number");
  return values;
}

export function number(node: JsonAt): number {
  const values = numbers(node);
  if (values.length !== 1) fail(node, "holds several numbers where one is expected");
  return values[0]!;
}

/** An array of finite numbers (booleans count as 0/1: XGBoost 1.x wrote default_left either way). */
export function numberArray(node: JsonAt, length?: number): number[] {
  if (!Array.isArray(node.value)) fail(node, "is not an array");
  const values = node.value.map((v) => (typeof v === "boolean" ? Number(v) : v));
  if (!values.every((v): v is number => typeof v === "number" && Number.isFinite(v))) {
    fail(node, "holds something other than finite numbers");
  }
  if (length !== undefined && values.length !== length) fail(node, `has ${values.length} entries, not ${length}`);
  return values;
}

export function array(node: JsonAt): JsonAt[] {
  if (!Array.isArray(node.value)) fail(node, "is not an array");
  return node.value.map((value, i) => ({ value, path: `${node.path}[${i}]`, file: node.file }));
}

export function fail(node: JsonAt, problem: string, advice = ""): never {
  const what = node.value === undefined ? "is missing" : problem;
  const hint = advice || 'Save the model again with Booster.save_model("model.json") from xgboost 1.7 or later.';
  throw new KitModelError(`${node.file}: ${node.path || "the document"} ${what}. ${hint}`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
