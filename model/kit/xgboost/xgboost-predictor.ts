import { applyPostTransform } from "../trees/post-transform";
import type { TreeEnsemble } from "../trees/tree-ensemble";
import { treeMargins } from "../trees/tree-margins";
import type { KitOutput, KitPredictor, KitRow } from "../types";
import type { XgboostAnswer } from "./read-xgboost";

/**
 * A predictor over an XGBoost ensemble: the fields are its features in order. binary:logistic gives
 * [1 − p, p] for classes [0, 1]; multi:* a probability per class 0…K−1; regression the value.
 */
export function xgboostPredictor(ensemble: TreeEnsemble, answer: XgboostAnswer, width: number): KitPredictor {
  const classes = answer === "binary-probability" ? [0, 1] : Array.from({ length: ensemble.targetCount }, (_, k) => k);
  return {
    predict(rows: readonly KitRow[]): KitOutput {
      const x = new Float32Array(rows.length * width);
      rows.forEach((row, r) => {
        for (let c = 0; c < width; c++) {
          const v = row[c];
          if (typeof v !== "number")
            throw new Error(`row ${r + 1}, column ${c + 1}: ${JSON.stringify(v)} is not a number`);
          x[r * width + c] = v;
        }
      });
      const values = applyPostTransform(
        treeMargins(ensemble, x, rows.length, width),
        ensemble.targetCount,
        ensemble.postTransform,
      );
      if (answer === "value") return { kind: "values", values };
      if (answer === "class-probabilities") return { kind: "probabilities", classes, values };
      const pairs = new Float64Array(rows.length * 2);
      values.forEach((p, r) => {
        pairs[2 * r] = 1 - p;
        pairs[2 * r + 1] = p;
      });
      return { kind: "probabilities", classes, values: pairs };
    },
  };
}
