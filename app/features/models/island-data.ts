import { readDataBlock } from "#app/lib/islands/data-block";
import type { ExampleRow } from "#model/kit/data/examples";
import type { KitSpec } from "#model/kit/serving/served-model";

/**
 * What the model page's islands need, the form and the batch scorer alike: the model's fields and its example rows,
 * written once on the page as a JSON data block (lib/islands/data-block.tsx) that each island reads before it hydrates.
 * A missing number is NaN in an example row; JSON writes it as null, which the form reads as empty.
 */
export type PredictorData = { spec: KitSpec; examples: ExampleRow[] };

/** The id of the page's data block for its islands (named for the form, its first reader). */
export const PREDICTOR_DATA_ID = "model-predictor-data";

/** The data the page wrote for the islands; a page without it is a build error, said as such. */
export function readPredictorData(document: Document): PredictorData {
  return readDataBlock<PredictorData>(PREDICTOR_DATA_ID, "its form", document);
}
