/** The German words of the model pages (what each is for: ../en/models.ts). */
import { profile } from "#app/content/profile";
import type { Translated } from "#app/lib/words";

import type * as en from "../en/models";
import { modelsLink } from "./navigation";

export const modelsPage = {
  path: modelsLink.href,
  title: "Modelle",
  intro:
    "Modelle, die ich trainiert habe, live: Jedes läuft in Ihrem Browser und über eine API, mit seiner Auswertung auf zurückgehaltenen Daten.",
  metaTitle: `Modelle · ${profile.name}`,
  description: `Modelle von ${profile.name}, jedes live mit seiner Auswertung auf zurückgehaltenen Daten, seiner Modellkarte und seiner API.`,
} as const satisfies Translated<typeof en.modelsPage>;

export const modelWords = {
  allModels: "Alle Modelle",
  metaTitle: (title: string) => `${title} · ${profile.name}`,
  tasks: { binary: "Binäre Klassifikation", multiclass: "Klassifikation", regression: "Regression" },
  formats: { onnx: "ONNX", xgboost: "XGBoost" },
  heldOutRows: (rows: string) => `${rows} zurückgehaltene Zeilen`,
  fields: "Felder",
  version: "Stand",
  api: "API",
} as const satisfies Translated<typeof en.modelWords>;
