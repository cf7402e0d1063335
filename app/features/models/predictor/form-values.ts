import type { KitSpec } from "#model/kit/serving/served-model";
import type { KitRow } from "#model/kit/types";

/** The form as the visitor sees it: each field's control's value, by field name ("" for an empty number). */
export type FormValues = Readonly<Record<string, string>>;

/** The form filled with a row (an example's values; a missing number, NaN or null once JSON, left empty). */
export function valuesOfRow(
  spec: Pick<KitSpec, "fields">,
  row: KitRow | readonly (number | string | null)[],
): FormValues {
  return Object.fromEntries(
    spec.fields.map((field, j) => {
      const value = row[j];
      return [field.name, value === null || value === undefined || Number.isNaN(value) ? "" : String(value)];
    }),
  );
}

/** The form before anything is typed: the first example, else each number's median and each category's first choice. */
export function initialValues(spec: Pick<KitSpec, "fields">, examples: readonly { values: KitRow }[]): FormValues {
  const [first] = examples;
  if (first) return valuesOfRow(spec, first.values);
  return Object.fromEntries(
    spec.fields.map((field) => [
      field.name,
      field.kind === "number" ? String(field.data.median) : (field.choices[0]?.value ?? ""),
    ]),
  );
}

/** What a form's controls hold, by field name: the values a submission or the page's DOM gives. */
export function valuesFrom(spec: Pick<KitSpec, "fields">, data: FormData): FormValues {
  return Object.fromEntries(spec.fields.map((field) => [field.name, String(data.get(field.name) ?? "")]));
}
