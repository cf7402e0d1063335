import { z } from "zod";

import type { KitTask } from "../types";
import { type DataProblem, KitDataError } from "./data-error";
import type { KitField } from "./fields";

const text = z.string().trim().min(1, { error: "write some text, or leave the key out" });
const level = z.number().gt(0.5).lt(1, { error: "a level between 0.5 and 1, e.g. 0.9" });

const FieldRefinementSchema = z.strictObject({
  label: text.optional(),
  unit: text.optional(),
  help: text.optional(),
  /** A category's choices the form offers, each with the label it shows: { value in test.csv: label }. */
  choices: z.record(z.string(), text).optional(),
  /** What the form and the API accept for a number. */
  bounds: z.strictObject({ min: z.number().optional(), max: z.number().optional() }).optional(),
});

/**
 * Where the held-out data comes from and what it cannot support: the card shows it as it is written (a
 * datasheet, after Gebru et al., "Datasheets for Datasets", 2021).
 */
const DatasheetSchema = z.strictObject({
  /** Where the data comes from, in a sentence. */
  source: text,
  /** How to cite it. */
  citation: text.optional(),
  /** Its licence, e.g. "CC BY 4.0". */
  licence: text,
  /** How many rows the whole data set has (test.csv holds part of them). */
  rows: z.int().positive().optional(),
  /** How and when it was collected. */
  collection: text.optional(),
  /** What the data cannot support: uses, groups or conclusions it says nothing about. */
  cannotSupport: z.array(text).min(1, { error: "name at least one thing the data cannot support" }),
});

/**
 * The optional refinement an owner writes beside a model, in its folder: words and choices that refine what the build infers from the model and
 * test.csv. Every key is optional; a key not listed here is a mistake, and the build says so.
 */
export const ModelRefinementSchema = z.strictObject({
  title: text.optional(),
  summary: text.optional(),
  /** Per field, by its test.csv column name. */
  fields: z.record(z.string(), FieldRefinementSchema).optional(),
  /** How the positive class (a binary model's second class, e.g. 1) is called, e.g. "malignant". */
  positiveClass: text.optional(),
  /** The probability of the positive class from which the verdict is positive (binary). */
  defaultCut: z.number().gt(0).lt(1, { error: "a probability strictly between 0 and 1" }).optional(),
  /** The fields to report true- and false-positive rates for, group by group (binary). */
  fairness: z.array(z.string()).optional(),
  links: z
    .strictObject({ code: z.httpUrl().optional(), data: z.httpUrl().optional(), paper: z.httpUrl().optional() })
    .optional(),
  /** Whether the page shows a few test rows as examples (true: 3), or how many (0 to 10). */
  examples: z.union([z.boolean(), z.int().min(0).max(10)]).optional(),
  /** The conformal coverage promised: 0.9 gives prediction sets and intervals that hold 90 % of answers. */
  conformalLevel: level.optional(),
  datasheet: DatasheetSchema.optional(),
  /**
   * The largest model file the build accepts, in bytes. The default keeps the site's Cloudflare Worker within
   * the free plan's 3 MiB (compressed); raise it on a paid plan (10 MiB) or when serving from Node only.
   */
  maxModelBytes: z.int().positive().optional(),
});

export type ModelRefinement = z.infer<typeof ModelRefinementSchema>;

/** What a refinement is checked against: the fields inferred from test.csv, and the task. */
export type RefinementContext = { file: string; fields: readonly KitField[]; task: KitTask };

/** The known name nearest to a misspelt one (Levenshtein distance at most 2), for "did you mean". */
function nearest(name: string, known: readonly string[]): string | undefined {
  const distance = (a: string, b: string) => {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const current = [i];
      for (let j = 1; j <= b.length; j++) {
        current[j] = Math.min(
          previous[j]! + 1,
          current[j - 1]! + 1,
          previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
        );
      }
      previous = current;
    }
    return previous[b.length]!;
  };
  const scored = known.map((candidate) => ({ candidate, d: distance(name.toLowerCase(), candidate.toLowerCase()) }));
  const best = scored.sort((x, y) => x.d - y.d)[0];
  return best && best.d <= 2 ? best.candidate : undefined;
}

function unknownField(name: string, where: string, fields: readonly KitField[]): DataProblem {
  const names = fields.map((field) => field.name);
  const guess = nearest(name, names);
  return {
    key: where,
    message: `The model has no field "${name}"${guess ? ` (did you mean "${guess}"?)` : ""}; its fields are ${names.map((n) => `"${n}"`).join(", ")}.`,
  };
}

function fieldProblems(refinement: ModelRefinement, { fields }: RefinementContext): DataProblem[] {
  const problems: DataProblem[] = [];
  for (const [name, words] of Object.entries(refinement.fields ?? {})) {
    const where = `fields.${name}`;
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) {
      problems.push(unknownField(name, where, fields));
      continue;
    }
    if (field.kind === "number" && words.choices) {
      problems.push({ key: `${where}.choices`, message: `"${name}" is a number: give it bounds, not choices.` });
    }
    if (field.kind === "category" && (words.bounds || words.unit)) {
      problems.push({ key: where, message: `"${name}" is a category: give it choices, not bounds or a unit.` });
    }
    if (field.kind === "category" && words.choices) {
      const seen = field.choices.map((choice) => choice.value);
      for (const value of Object.keys(words.choices).filter((value) => !seen.includes(value))) {
        problems.push({
          key: `${where}.choices`,
          message: `No test row has ${name} = "${value}"; test.csv holds ${seen.map((v) => `"${v}"`).join(", ")}.`,
        });
      }
    }
    const { min, max } = words.bounds ?? {};
    if (min !== undefined && max !== undefined && !(min < max)) {
      problems.push({ key: `${where}.bounds`, message: `min (${min}) must be below max (${max}).` });
    }
  }
  return problems;
}

function taskProblems(refinement: ModelRefinement, { fields, task }: RefinementContext): DataProblem[] {
  const problems: DataProblem[] = [];
  for (const key of ["positiveClass", "defaultCut", "fairness"] as const) {
    if (refinement[key] !== undefined && task !== "binary") {
      problems.push({ key: key, message: `Only a binary classifier has a ${key}; this model's task is ${task}.` });
    }
  }
  for (const name of refinement.fairness ?? []) {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) problems.push(unknownField(name, "fairness", fields));
    else if (field.kind === "number" && !field.levels) {
      problems.push({
        key: "fairness",
        message: `"${name}" is a number with more than a few values: fairness is reported for a category or a field of at most 10 whole values.`,
      });
    }
  }
  return problems;
}

/**
 * Checks an owner's refinement (what the model's folder exports) against the inferred fields and task: its shape (no unknown key, the right
 * types), then that every field it names exists (with a "did you mean"), that choices go to categories and bounds
 * to numbers, that each choice is in the data, and that binary-only keys come with a binary model. Returns the
 * refinement, typed, or throws one KitDataError listing every problem.
 */
export function checkRefinement(refinement: unknown, context: RefinementContext): ModelRefinement {
  const parsed = ModelRefinementSchema.safeParse(refinement);
  if (!parsed.success) {
    throw new KitDataError(
      context.file,
      parsed.error.issues.map((issue) => ({
        ...(issue.path.length > 0 ? { key: issue.path.join(".") } : {}),
        message:
          issue.code === "unrecognized_keys"
            ? `${issue.keys.map((key) => `"${key}"`).join(", ")} ${issue.keys.length === 1 ? "is not a key" : "are not keys"} of a model refinement: check the spelling.`
            : issue.message,
      })),
    );
  }
  const problems = [...fieldProblems(parsed.data, context), ...taskProblems(parsed.data, context)];
  if (problems.length > 0) throw new KitDataError(context.file, problems);
  return parsed.data;
}
