/** The Spanish words of the demo's API section (what each is for: ../../en/loan/api.ts). */
import type { Translated } from "#app/lib/words";
import { EXAMPLE_APPLICATION } from "#model/example-application";

import type * as en from "../../en/loan/api";

export const apiEndpoint = {
  title: "La API en vivo",
  intro:
    "Este despliegue sirve ambos modelos por HTTP. Envíe una solicitud en JSON, desde la terminal o desde su código:",
  method: "POST",
  modelLegend: "Modelo",
  models: { scorecard: "Tabla de puntuación", trained: "Modelo entrenado (regresión logística)" },
  languagesLabel: "Lenguaje del ejemplo",
  languages: { curl: "curl", javascript: "JavaScript", python: "Python" },
  languageNotes: {
    curl: "Péguelo en una terminal.",
    javascript: "Se ejecuta como módulo ES en Node.js 20 o posterior, o en la consola de un navegador.",
    python: "Necesita el paquete requests (pip install requests).",
  },
  copy: "Copiar",
  copyName: (language: string) => `Copiar el ejemplo en ${language}`,
  copied: "Copiado al portapapeles",
  copyFailed: "No se puede copiar aquí: el código está seleccionado, cópielo manualmente",
  responseTitle: "Respuesta",
  // The application the API is sent: field names and values are the API's own, in every language.
  exampleApplication: EXAMPLE_APPLICATION,
} as const satisfies Translated<typeof en.apiEndpoint>;
