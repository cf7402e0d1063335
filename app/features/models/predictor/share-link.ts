import type { KitSpec } from "#model/kit/serving/served-model";

import type { FormValues } from "./form-values";

/** The form's values as an address's query: one parameter per field, in the fields' order ("age=50&sex=female"). */
export function shareQuery(spec: Pick<KitSpec, "fields">, values: FormValues): string {
  return new URLSearchParams(spec.fields.map((field) => [field.name, values[field.name] ?? ""])).toString();
}

/**
 * The values a link holds for the model's fields, and only those (a parameter that names no field is ignored); none
 * when it names no field. They fill the form as typed text would: Predict checks them as it checks anything typed.
 */
export function linkValues(spec: Pick<KitSpec, "fields">, search: string): Readonly<Record<string, string>> | null {
  const query = new URLSearchParams(search);
  const found = spec.fields.filter((field) => query.has(field.name));
  if (found.length === 0) return null;
  return Object.fromEntries(found.map((field) => [field.name, query.get(field.name) ?? ""]));
}
