import type { KitField } from "#model/kit/data/fields";
import type { TestTable } from "#model/kit/data/read-test-csv";
import type { ModelRefinement } from "#model/kit/data/refinement";
import type { KitTarget } from "#model/kit/data/target";
import type { KitFieldSpec, KitSpec } from "#model/kit/serving/served-model";

/** "mean_radius" → "Mean radius": a column's name as a label, until model.ts gives one. */
export function labelOf(name: string): string {
  const words = name.replace(/[_\s]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "house-prices" → "House prices": the folder's name as the title, until model.ts gives one. */
export function titleOf(id: string): string {
  return labelOf(id.replaceAll("-", " "));
}

/**
 * What the form, the API and the page show of each field and of the task: the inferred fields (kinds, ranges,
 * choices) with the owner's words from model.ts laid over them. A number is whole when the model's input is an
 * integer (the test rows' being whole is a hint for the form only, not a rule), and may be left empty when the
 * model takes a missing value and its input is not an integer.
 */
export function fieldSpecs(
  id: string,
  table: TestTable,
  target: KitTarget,
  fields: readonly KitField[],
  refinement: ModelRefinement,
  missing: boolean,
): KitSpec {
  const specs = fields.map((field, j): KitFieldSpec => {
    const words = refinement.fields?.[field.name] ?? {};
    const label = words.label ?? labelOf(field.name);
    const help = words.help ?? null;
    if (field.kind === "category") {
      const choices = field.choices.map(({ value }) => ({ value, label: words.choices?.[value] ?? value }));
      return { name: field.name, kind: "category", label, help, choices };
    }
    const column = table.fields[j]!;
    const integer = column.kind === "number" && column.integer;
    const median = field.quantiles.find((q) => q.q === 0.5)?.value ?? field.mean;
    return {
      name: field.name,
      kind: "number",
      label,
      unit: words.unit ?? null,
      help,
      integer,
      optional: missing && !integer,
      bounds: { min: words.bounds?.min ?? null, max: words.bounds?.max ?? null },
      data: { min: field.min, max: field.max, median: integer ? Math.round(median) : median },
    };
  });
  const classes = target.task === "regression" ? null : target.classes;
  return {
    id,
    title: refinement.title ?? titleOf(id),
    summary: refinement.summary ?? null,
    task: target.task,
    fields: specs,
    target: target.column,
    classes,
    positiveClass:
      target.task === "binary"
        ? { label: target.classes[1]!, name: refinement.positiveClass ?? String(target.classes[1]) }
        : null,
    cut: target.task === "binary" ? (refinement.defaultCut ?? 0.5) : null,
  };
}
