/** The Spanish words of the model pages (what each is for: ../en/models.ts). */
import { profile } from "#app/content/profile";
import type { Translated } from "#app/lib/words";

import type * as en from "../en/models";
import { modelsLink } from "./navigation";

export const modelsPage = {
  path: modelsLink.href,
  title: "Modelos",
  intro:
    "Modelos que he entrenado, en vivo: cada uno se ejecuta en tu navegador y a través de una API, con su evaluación sobre datos reservados.",
  metaTitle: `Modelos · ${profile.name}`,
  description: `Modelos de ${profile.name}, cada uno en vivo con su evaluación sobre datos reservados, su ficha de modelo y su API.`,
} as const satisfies Translated<typeof en.modelsPage>;

export const modelWords = {
  allModels: "Todos los modelos",
  metaTitle: (title: string) => `${title} · ${profile.name}`,
  tasks: { binary: "Clasificación binaria", multiclass: "Clasificación", regression: "Regresión" },
  formats: { onnx: "ONNX", xgboost: "XGBoost" },
  heldOutRows: (rows: string) => `${rows} filas reservadas`,
  fields: "Campos",
  version: "Versión",
  api: "API",
} as const satisfies Translated<typeof en.modelWords>;
