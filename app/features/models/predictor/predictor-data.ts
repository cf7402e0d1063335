import { islandDataJson, readIslandData } from "#app/lib/islands/island-data";
import type { ExampleRow } from "#model/kit/data/examples";
import type { KitSpec } from "#model/kit/serving/served-model";

/** What the form island needs: the model's fields and its example rows, written on the page (lib/islands/island-data.tsx). */
export type PredictorData = { spec: KitSpec; examples: ExampleRow[] };

/** The id of the page's data block for the form. */
export const PREDICTOR_DATA_ID = "model-predictor-data";

/** The data as JSON for a <script type="application/json">: `<` escaped, so no value can end the element. */
export function predictorDataJson(data: PredictorData): string {
  // A missing number is NaN in a row; JSON writes it as null, which the form reads as empty.
  return islandDataJson(data);
}

/** The data the page wrote for the island; a page without it is a build error, said as such. */
export function readPredictorData(document: Document): PredictorData {
  return readIslandData<PredictorData>(PREDICTOR_DATA_ID, "its form", document);
}
