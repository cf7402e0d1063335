/** The French words of the demo's API section (what each is for: ../../en/loan/api.ts). */
import type { Translated } from "#app/lib/words";
import { EXAMPLE_APPLICATION } from "#model/example-application";

import type * as en from "../../en/loan/api";

export const apiEndpoint = {
  title: "L’API en direct",
  intro:
    "Ce déploiement sert les deux modèles en HTTP. Envoyez une demande en JSON, depuis un terminal ou depuis votre code :",
  method: "POST",
  modelLegend: "Modèle",
  models: { scorecard: "Grille de score", trained: "Modèle entraîné (régression logistique)" },
  languagesLabel: "Langage de l’exemple",
  languages: { curl: "curl", javascript: "JavaScript", python: "Python" },
  languageNotes: {
    curl: "À coller dans un terminal.",
    javascript: "S’exécute comme module ES dans Node.js 20 ou plus récent, ou dans la console d’un navigateur.",
    python: "Nécessite le paquet requests (pip install requests).",
  },
  copy: "Copier",
  copyName: (language: string) => `Copier l’exemple ${language}`,
  copied: "Copié dans le presse-papiers",
  copyFailed: "La copie n’est pas disponible ici : le code est sélectionné, copiez-le à la main",
  responseTitle: "Réponse",
  // The application the API is sent: field names and values are the API's own, in every language.
  exampleApplication: EXAMPLE_APPLICATION,
} as const satisfies Translated<typeof en.apiEndpoint>;
