import { packFloats } from "#model/kit/base64";
import type { KitField } from "#model/kit/data/fields";
import { summaryBackground } from "#model/kit/explain/background";
import type { explainPrediction, ExplainStructure } from "#model/kit/explain/explain-prediction";
import { coversFromRows } from "#model/kit/explain/tree-covers";
import type { ModelDescription } from "#model/kit/model-description";
import type { ServedExplanation } from "#model/kit/serving/served-model";
import type { KitRow } from "#model/kit/types";

/**
 * How a prediction is explained, decided once on a test row (explainPrediction picks the method from the
 * structure, and samples an "additive" model whose contributions do not add up): trees carry covers counted
 * from the test rows when the file has none; anything else averages over a synthetic background.
 */
export function explanationOf(
  description: ModelDescription,
  rows: readonly KitRow[],
  fields: readonly KitField[],
  probe: (structure: ExplainStructure, background: readonly KitRow[]) => ReturnType<typeof explainPrediction>,
): ServedExplanation {
  const { structure } = description;
  if (structure.kind === "trees") {
    const { ensemble, featureOfColumn } = structure;
    let covers: ServedExplanation["covers"] = null;
    let explained: ExplainStructure = structure;
    if (!ensemble.cover) {
      const width = ensemble.featureCount;
      const features = new Float64Array(rows.length * width).fill(Number.NaN);
      rows.forEach((row, r) => featureOfColumn.forEach((f, c) => (features[r * width + f] = row[c] as number)));
      const values = coversFromRows(ensemble, features, rows.length, width);
      covers = { values: packFloats(values), rows: rows.length };
      explained = { ...structure, covers: { values, rows: rows.length } };
    }
    const { method, units } = probe(explained, []);
    return {
      method,
      units,
      covers,
      background: [],
      backgroundNote: covers
        ? `each tree node's count of the ${rows.length} test rows (the model file records no covers)`
        : "each tree node's share of the training rows, as the model file records it",
    };
  }
  const background = summaryBackground(rows, fields);
  const { method, units } = probe(structure, background.rows);
  return { method, units, covers: null, background: background.rows, backgroundNote: background.note };
}
