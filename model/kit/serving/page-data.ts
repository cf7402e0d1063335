import type { ExampleRow } from "../data/examples";
import type { KitEvaluation } from "../evaluation/evaluate";
import type { KitTask } from "../types";
import type { KitCard, KitSpec } from "./served-model";

/**
 * What the build gives the model pages (content-pipeline/models/models-plugin.ts, as the modules
 * "virtual:models" and "virtual:models/page/<id>"): the list for /models, and per model its fields, card,
 * evaluation with every curve, and the few example rows model.ts allows. The model itself is apart
 * ("virtual:models/serving/<id>"), loaded when a visitor first predicts.
 */

/** One model on /models. */
export type ModelListEntry = {
  id: string;
  title: string;
  summary: string | null;
  task: KitTask;
  format: "onnx" | "xgboost";
  version: string;
  /** test.csv's rows, and whether they are fewer than 200 (the card flags it). */
  rows: number;
  fewRows: boolean;
};

/** One model's page, /models/<id>. */
export type ModelPageData = {
  spec: KitSpec;
  card: KitCard;
  evaluation: KitEvaluation;
  /**
   * At most a few test rows (model.ts's `examples`), to fill the form: no other row of test.csv is published. In
   * the fields' order; a missing number is null once the module is JSON, as a request writes it.
   */
  examples: ExampleRow[];
};
