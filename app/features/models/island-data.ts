import type { ExampleRow } from "#model/kit/data/examples";
import type { KitSpec } from "#model/kit/serving/served-model";

/**
 * What the model page's islands need, the form and the batch scorer alike: the model's fields and its example rows.
 * An island has no props (lib/island.tsx), so the page writes this once as a JSON data block, and each island reads
 * it back before it hydrates (as Astro serialises an island's props): the same data for the prerender and the
 * browser, with no request of its own.
 */
export type PredictorData = { spec: KitSpec; examples: ExampleRow[] };

/** The id of the page's data block for its islands (named for the form, its first reader). */
export const PREDICTOR_DATA_ID = "model-predictor-data";

/** The data as JSON for a <script type="application/json">: `<` escaped, so no value can end the element. */
export function predictorDataJson(data: PredictorData): string {
  // A missing number is NaN in a row; JSON writes it as null, which the form reads as empty.
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}

/** The data the page wrote for the island; a page without it is a build error, said as such. */
export function readPredictorData(document: Document): PredictorData {
  const text = document.getElementById(PREDICTOR_DATA_ID)?.textContent;
  if (!text) throw new Error(`The model page has no #${PREDICTOR_DATA_ID}: its form cannot hydrate without it.`);
  return JSON.parse(text) as PredictorData;
}
