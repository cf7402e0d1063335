import { profile } from "#app/content/profile";

import { modelsLink } from "./navigation";

/**
 * The words of the model pages (/models, and /models/<id> for each folder in app/content/models/). The models'
 * own words (titles, fields, classes) are the owner's, in each folder's model.ts (docs/your-model.md).
 */
export const modelsPage = {
  path: modelsLink.href,
  title: "Models",
  intro: "Models I trained, live: each runs in your browser and through an API, with its evaluation on held-out data.",
  metaTitle: `Models · ${profile.name}`,
  description: `Models by ${profile.name}, each live with its evaluation on held-out data, its model card and its API.`,
} as const;

/** The words around one model's page. */
export const modelWords = {
  allModels: "All models",
  metaTitle: (title: string) => `${title} · ${profile.name}`,
  tasks: { binary: "Binary classification", multiclass: "Classification", regression: "Regression" },
  formats: { onnx: "ONNX", xgboost: "XGBoost" },
  /** `rows`: the count, already formatted for the locale. */
  heldOutRows: (rows: string) => `${rows} held-out rows`,
  fields: "Fields",
  version: "Version",
  api: "API",
} as const;
