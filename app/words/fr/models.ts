/** The French words of the model pages (what each is for: ../en/models.ts). */
import { profile } from "#app/content/profile";
import type { Translated } from "#app/lib/words";

import type * as en from "../en/models";
import { modelsLink } from "./navigation";

export const modelsPage = {
  path: modelsLink.href,
  title: "Modèles",
  intro:
    "Des modèles que j’ai entraînés, en direct : chacun tourne dans votre navigateur et par une API, avec son évaluation sur des données mises de côté.",
  metaTitle: `Modèles · ${profile.name}`,
  description: `Les modèles de ${profile.name}, chacun en direct avec son évaluation sur des données mises de côté, sa fiche de modèle et son API.`,
} as const satisfies Translated<typeof en.modelsPage>;

export const modelWords = {
  allModels: "Tous les modèles",
  metaTitle: (title: string) => `${title} · ${profile.name}`,
  tasks: { binary: "Classification binaire", multiclass: "Classification", regression: "Régression" },
  formats: { onnx: "ONNX", xgboost: "XGBoost" },
  heldOutRows: (rows: string) => `${rows} lignes mises de côté`,
  fields: "Champs",
  version: "Version",
  api: "API",
} as const satisfies Translated<typeof en.modelWords>;
