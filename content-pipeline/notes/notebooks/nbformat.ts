/**
 * The parts of a Jupyter notebook (nbformat 4, https://nbformat.readthedocs.io) the site renders, as
 * one schema: what it does not know (widget state, cell ids, extra metadata) it leaves alone.
 */
import { z } from "zod";

/** nbformat writes long strings as arrays of lines; either form is read as one string. */
const multiline = z
  .union([z.string(), z.array(z.string())])
  .transform((text) => (Array.isArray(text) ? text.join("") : text));

/** One output's representations by MIME type: text (possibly as lines) or JSON. */
const mimeBundle = z.record(z.string(), z.unknown());

const imageSize = z.looseObject({ width: z.number().positive().optional(), height: z.number().positive().optional() });

const richOutput = {
  data: mimeBundle,
  metadata: z.record(z.string(), z.unknown()).default({}),
};

const outputSchema = z.discriminatedUnion("output_type", [
  z.looseObject({ output_type: z.literal("stream"), name: z.string(), text: multiline }),
  z.looseObject({ output_type: z.literal("display_data"), ...richOutput }),
  z.looseObject({ output_type: z.literal("execute_result"), ...richOutput }),
  z.looseObject({
    output_type: z.literal("error"),
    ename: z.string(),
    evalue: z.string(),
    traceback: z.array(z.string()),
  }),
]);

const attachments = z.record(z.string(), mimeBundle).optional();

const cellSchema = z.discriminatedUnion("cell_type", [
  z.looseObject({ cell_type: z.literal("markdown"), source: multiline, attachments }),
  z.looseObject({ cell_type: z.literal("code"), source: multiline, outputs: z.array(outputSchema) }),
  z.looseObject({ cell_type: z.literal("raw"), source: multiline }),
]);

export const notebookSchema = z.looseObject({
  nbformat: z.literal(4),
  nbformat_minor: z.number().int(),
  metadata: z.looseObject({
    kernelspec: z.looseObject({ language: z.string().optional() }).optional(),
    language_info: z.looseObject({ name: z.string().optional() }).optional(),
  }),
  cells: z.array(cellSchema),
});

export type Notebook = z.infer<typeof notebookSchema>;
export type Cell = z.infer<typeof cellSchema>;
export type Output = z.infer<typeof outputSchema>;

/** An image's size as the notebook declares it (IPython writes it for retina figures: half the pixels). */
export function declaredSize(metadata: Record<string, unknown>, mime: string) {
  const parsed = imageSize.safeParse(metadata[mime]);
  return parsed.success ? parsed.data : {};
}

/** A MIME bundle's value as text (string, or lines to join), or undefined when it is JSON or absent. */
export function mimeText(data: Record<string, unknown>, mime: string): string | undefined {
  const value = data[mime];
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((line) => typeof line === "string")) return value.join("");
  return undefined;
}
