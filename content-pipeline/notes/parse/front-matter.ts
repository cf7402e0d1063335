/**
 * A note's front matter: the YAML between the `---` lines a Markdown or MDX note starts with, checked
 * against one schema. A notebook's metadata carries the same fields (../notebooks/read-notebook.ts).
 */
import { LineCounter, parseDocument, visit } from "yaml";
import { z } from "zod";

import { xmlSafe } from "../../xml";
import { TITLE_MAX } from "../limits";
import { NoteError } from "../note-error";
import { lineOf } from "./source-lines";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date written YYYY-MM-DD, such as 2025-03-14")
  .refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(date).toISOString().startsWith(date), {
    message: "a date that exists",
  });

const title = z
  .string()
  .trim()
  .min(1)
  .max(TITLE_MAX, {
    error: (issue) => `${TITLE_MAX} characters at most (it has ${String(issue.input).length.toLocaleString("en")})`,
  });

/** The fields a note may set; unknown ones are refused, so a misspelt `tag:` does not pass unseen. */
export const noteFieldsSchema = z.strictObject({
  title: title.optional(),
  date: isoDate,
  summary: z.string().trim().min(1).optional(),
  tags: z.array(z.string().trim().min(1)).default([]),
  /** An image beside the note (a path relative to it), shown above the note and in the list. */
  cover: z.string().trim().min(1).optional(),
  /** The cover's text alternative; without one the cover is decorative. */
  coverAlt: z.string().optional(),
  draft: z.boolean().default(false),
});

/** A Markdown note names its title; a notebook may take it from its first cell. */
const frontMatterSchema = noteFieldsSchema.extend({ title });

type FrontMatter = z.infer<typeof frontMatterSchema>;

const FENCE = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

/**
 * The fields with no control character in their text: YAML's "\e" or a pasted terminal line would show as a box
 * on the page and in the preview image (the feeds and the note's body lose theirs anyway).
 */
export function printableFields(data: unknown): unknown {
  if (typeof data === "string") return xmlSafe(data);
  if (Array.isArray(data)) return data.map(printableFields);
  if (data && typeof data === "object") {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, printableFields(value)]));
  }
  return data;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (at, step) => (at && typeof at === "object" ? (at as Record<PropertyKey, unknown>)[step] : undefined),
    data,
  );
}

/**
 * Checks `data` against `schema`; a failure becomes a NoteError at the line of the field it is about,
 * found in `source` (YAML or JSON) from `firstLine` on.
 */
export function checkFields<T>(
  schema: z.ZodType<T>,
  data: unknown,
  where: { file: string; source: string; firstLine: number; path?: readonly PropertyKey[]; label: string },
): T {
  const { file, source, firstLine, path = [], label } = where;
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const keys = issue.code === "unrecognized_keys" ? issue.keys : [];
  const at = [...path, ...issue.path, ...keys.slice(0, 1)];
  const field = [...issue.path, ...keys.slice(0, 1)].join(".");
  const problem =
    issue.code === "unrecognized_keys"
      ? `unknown field "${field}" (the fields are ${Object.keys(noteFieldsSchema.shape).join(", ")})`
      : valueAt(data, issue.path) === undefined
        ? `"${field}" is missing`
        : `"${field}" must be ${issue.message}`;
  throw new NoteError(file, lineOf(source, at, firstLine), `${label}: ${problem}`);
}

/**
 * Splits a Markdown or MDX note into its checked front matter and its body; `lineOf` gives a field's line in the
 * file, for a later message about its value.
 */
export function readFrontMatter(
  text: string,
  file: string,
): { fields: FrontMatter; body: string; lineOf: (field: string) => number } {
  const fence = FENCE.exec(text);
  if (!fence) throw new NoteError(file, 1, 'a note starts with front matter between two "---" lines (title, date)');
  const yaml = fence[1]!;
  const lineCounter = new LineCounter();
  const document = parseDocument(yaml, { lineCounter, prettyErrors: false });
  const error = document.errors[0];
  if (error) {
    const line = lineCounter.linePos(error.pos[0]).line + 1;
    throw new NoteError(file, line, `the front matter is not valid YAML: ${error.message.split("\n")[0]}`);
  }
  // An alias repeats a value: nine lines of them ("billion laughs") expand to gigabytes, and YAML's own guard
  // stopped with "Excessive alias count" and no file. A note has no use for them.
  let alias: number | undefined;
  visit(document, {
    Alias(_key, node) {
      alias = node.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  if (alias !== undefined) {
    throw new NoteError(
      file,
      lineCounter.linePos(alias).line + 1,
      "the front matter uses a YAML alias (*name): write the value out instead (aliases are refused, as a few of them can expand to gigabytes)",
    );
  }
  const data = printableFields(document.toJS() ?? {});
  if (typeof data !== "object" || Array.isArray(data)) {
    throw new NoteError(file, 2, "the front matter must be fields (title: …, date: …)");
  }
  const fields = checkFields(frontMatterSchema, data, { file, source: yaml, firstLine: 2, label: "front matter" });
  // Blank lines keep the body's line numbers the file's, for every later message.
  const body = "\n".repeat(fence[0].split("\n").length - 1) + text.slice(fence[0].length);
  return { fields, body, lineOf: (field) => lineOf(yaml, [field], 2) };
}
