import type { SnippetBody } from "#app/lib/request-snippets";
import type { ExampleRow } from "#model/kit/data/examples";
import type { KitSpec } from "#model/kit/serving/served-model";

/**
 * The body of an example request: the first example row, one key per field (a missing number is null, as the API
 * takes it); without examples (model.ts can switch them off), each number's median and each category's first choice.
 */
export function exampleBody(spec: Pick<KitSpec, "fields">, examples: readonly ExampleRow[]): SnippetBody {
  const [example] = examples;
  return Object.fromEntries(
    spec.fields.map((field, j) => {
      if (example) {
        const value = example.values[j];
        return [field.name, typeof value === "number" && !Number.isFinite(value) ? null : (value ?? null)];
      }
      return [field.name, field.kind === "number" ? field.data.median : (field.choices[0]?.value ?? null)];
    }),
  );
}
