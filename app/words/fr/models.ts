/** The French words of the model pages (what each is for: ../en/models.ts). */
import { profile } from "#app/content/profile";
import type { Translated } from "#app/lib/words";

import type * as en from "../en/models";
import { modelsLink } from "./site/navigation";

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

export const modelEvaluationWords = {
  title: "Évaluation sur des données mises de côté",
  intro: (rows: string, level: string, resamples: string) =>
    `Calculée à la construction du site sur ${rows} lignes mises de côté. Chaque chiffre a son intervalle à ${level} : un bootstrap des lignes en ${resamples} rééchantillonnages pour les scores, un intervalle de Wilson pour les taux.`,
  figure: "Mesure",
  value: "Valeur",
  interval: (level: string) => `Intervalle à ${level}`,
  atCut: (cut: string) => `au seuil de ${cut}`,
  figures: {
    auc: "AUC (aire sous la courbe ROC)",
    averagePrecision: "Précision moyenne",
    brier: "Score de Brier (plus bas, c’est mieux)",
    accuracy: "Exactitude",
    tpr: "Taux de vrais positifs (rappel)",
    fpr: "Taux de faux positifs",
    precision: "Précision",
    mae: "Erreur absolue moyenne",
    rmse: "Racine de l’erreur quadratique moyenne",
    r2: "R² (part de la variance expliquée)",
    logLoss: "Perte logarithmique (plus bas, c’est mieux)",
    macroAuc: "AUC macro (chaque classe contre les autres)",
  },
  undefinedInterval: "non défini",
  rocTitle: "Courbe ROC",
  rocAxisX: "Taux de faux positifs",
  rocAxisY: "Taux de vrais positifs",
  rocSummary: (rows: string, auc: string, cut: string) =>
    `La courbe ROC des scores du modèle sur ${rows} lignes mises de côté, AUC ${auc} ; l’anneau marque le seuil de ${cut}.`,
  residualsTitle: "Résidus",
  residualAxisX: "Valeur prédite",
  residualAxisY: "Réel moins prédit",
  residualSummary: (points: string, rows: string) =>
    `L’erreur de chaque ligne mise de côté selon sa prédiction, ${points} lignes montrées sur ${rows} ; la ligne marque l’erreur nulle.`,
  coverageTitle: "Incertitude : prédiction conforme par partition",
  coverage: (
    what: string,
    promised: string,
    measured: string,
    count: string,
    of: string,
    level: string,
    low: string,
    high: string,
  ) =>
    `Promesse : des ${what} qui contiennent la vraie réponse ${promised} du temps. Mesuré sur ${of} lignes mises de côté que le calibrage n’a pas utilisées : ${measured} (${count} sur ${of} ; intervalle à ${level} de ${low} à ${high}).`,
  conformalKinds: { classification: "ensembles de prédiction", regression: "intervalles de prédiction" },
  calibration: (rows: string, share: string, seed: number) =>
    `Calibré sur ${rows} lignes (${share} de test.csv, une partition de graine ${seed}). Méthode : Vovk et al. (2005) ; Angelopoulos et Bates, « A Gentle Introduction to Conformal Prediction » (2021).`,
  unbounded:
    "Trop peu de lignes de calibrage pour ce niveau : chaque ensemble contient toutes les classes, chaque intervalle est illimité.",
} as const satisfies Translated<typeof en.modelEvaluationWords>;

export const modelCardWords = {
  title: "Fiche du modèle",
  modelTitle: "Le modèle",
  format: "Format",
  file: "Fichier",
  size: "Taille",
  producer: "Produit par",
  structure: "Structure",
  structures: { trees: "Ensemble d’arbres", additive: "Modèle additif (linéaire)", other: "Autre" },
  output: "Sortie",
  outputs: {
    probabilities: "Probabilités des classes",
    scores:
      "Scores bruts (logits), que le kit change en probabilités : la fonction logistique pour une colonne, softmax pour plusieurs",
    values: "Valeurs",
  },
  operators: "Opérateurs",
  trees: (trees: string, nodes: string) => `${trees} arbres, ${nodes} nœuds`,
  parameters: "Paramètres",
  version: "Version (empreinte du contenu)",
  modelHash: "SHA-256 du fichier du modèle",
  missingValues: "Accepte un nombre manquant",
  yes: "Oui",
  no: "Non",
  dataTitle: "Les données de test",
  dataHash: "SHA-256 de test.csv",
  rows: "Lignes",
  fewRows: (rows: string, fewest: string) =>
    `Moins de ${fewest} lignes (${rows}) : les intervalles des mesures sont larges, et un autre échantillon les déplacerait.`,
  rangesTitle: "Chaque champ dans les données de test",
  field: "Champ",
  range: "Étendue (médiane)",
  numberRange: (min: string, max: string, median: string) => `de ${min} à ${max} (${median})`,
  choice: (label: string, count: string) => `${label} : ${count}`,
  explanationTitle: "Explications",
  explanationMethods: {
    "additive-exact": "Contributions exactes d’un modèle additif",
    "tree-shap": "TreeSHAP exact",
    "sampling-shapley": "Estimation de Shapley par échantillonnage, avec son erreur type",
  },
  limitsTitle: "Ce que l’évaluation peut dire, et ce qu’elle ne peut pas dire",
  limits: {
    "few-rows": (rows: string, fewest: string) =>
      `Les mesures viennent de ${rows} lignes mises de côté, moins de ${fewest} : leurs intervalles sont larges.`,
    "held-out-only": () =>
      "Chaque mesure décrit le modèle sur les seules lignes mises de côté : ni son entraînement, ni d’autres lignes.",
    "same-population": () =>
      "Les mesures valent pour des entrées tirées comme les lignes de test ; hors des données de test, une réponse avertit.",
    "conformal-marginal": (_rows: string, _fewest: string, level: string) =>
      `Les ensembles ou intervalles de prédiction contiennent la réponse ${level} du temps en moyenne sur les entrées, pas pour chaque entrée ni chaque groupe.`,
    "conformal-exchangeable": (_rows: string, _fewest: string, level: string) =>
      `Ces ${level} supposent que les nouvelles entrées viennent de la même population que les lignes de test.`,
    "intervals-sampling-only": () =>
      "Chaque intervalle dit combien une mesure dépend des lignes mises de côté, pas ce que donnerait un autre entraînement.",
    "explanations-not-causal": () =>
      "La contribution d’un champ dit comment le modèle s’en est servi pour cette entrée, pas ce qui changerait le résultat.",
    "out-of-data-aggregates": () =>
      "Les contrôles hors données comparent une entrée à des résumés des données de test : une entrée qui les respecte peut encore ne ressembler à aucune ligne.",
  },
  linksTitle: "Liens",
  links: { code: "Code", data: "Données", paper: "Article" },
  datasheetTitle: "Fiche des données",
  source: "Origine",
  licence: "Licence",
  cannotSupport: "Ce qu’elles ne permettent pas",
} as const satisfies Translated<typeof en.modelCardWords>;

export const modelApiWords = {
  title: "API",
  intro: (method: string, path: string) =>
    `Le même modèle répond à ${method} ${path} avec la prédiction, son ensemble ou son intervalle, les avertissements et l’explication. Chaque extrait envoie le premier exemple.`,
  languages: { curl: "curl", javascript: "JavaScript, avec fetch", python: "Python, avec requests" },
} as const satisfies Translated<typeof en.modelApiWords>;

export const modelPredictorWords = {
  title: "Essayez-le",
  description: "Remplissez une entrée, ou partez d’un exemple, et prédisez : le modèle tourne dans votre navigateur.",
  exampleButton: (n: number) => `Exemple ${n}`,
  randomButton: "Exemple au hasard",
  predict: "Prédire",
  predicting: "Prédiction…",
  shareLink: "Lien vers cette entrée",
  fromLink: "Rempli depuis le lien. Appuyez sur Prédire pour voir la réponse du modèle.",
  optional: "facultatif",
  dataRange: (min: string, max: string) => `Données de test : de ${min} à ${max}`,
  invalid: (label: string) =>
    `Vérifiez « ${label} » : il est vide, n’est pas un nombre, ou sort de ce que le modèle accepte.`,
  failed: "Le modèle n’a pas pu être chargé. Rechargez la page et réessayez.",
  resultTitle: "Prédiction",
  noResult: "Prédisez pour voir ici la réponse du modèle.",
  probabilities: "Probabilité de chaque classe",
  verdict: "Verdict",
  notPositive: (name: string) => `pas ${name}`,
  atCut: (cut: string) => `au seuil de ${cut}`,
  predictionSet: "Ensemble de prédiction",
  emptySet: "vide (aucune classe n’est assez probable)",
  setCoverage: (level: string, coverage: string) =>
    `Contient la vraie classe ${level} du temps (mesuré : ${coverage} sur les lignes mises de côté).`,
  value: "Valeur prédite",
  interval: "Intervalle",
  unbounded: "illimité",
  intervalRange: (low: string, high: string) => `de ${low} à ${high}`,
  intervalCoverage: (level: string, coverage: string) =>
    `Contient la vraie valeur ${level} du temps (mesuré : ${coverage} sur les lignes mises de côté).`,
  warningsTitle: "Hors des données de test : prenez cette réponse pour une supposition",
  warnings: {
    "below-range": (label: string, limit: string) =>
      `${label} est sous la plus petite valeur des données de test, ${limit}.`,
    "above-range": (label: string, limit: string) =>
      `${label} dépasse la plus grande valeur des données de test, ${limit}.`,
    "unseen-choice": (label: string, value: string) => `${label} : aucune ligne de test ne contient « ${value} ».`,
    "joint-distance": (distance: string, threshold: string, share: string) =>
      `Ensemble, les valeurs sont loin des lignes de test (distance ${distance} ; au plus ${share} des lignes de test sont au-delà de ${threshold}).`,
    "unseen-combination": (fields: string) => `Aucune ligne de test ne contient cette combinaison de ${fields}.`,
  },
  explanationTitle: "Pourquoi : la contribution de chaque champ",
  explanationLead: (base: string, prediction: string, units: string) =>
    `De la moyenne, ${base}, à cette prédiction, ${prediction} (${units}) :`,
  units: { "log-odds": "logit", margin: "marge", probability: "probabilité", value: "valeur prédite" },
  standardError: (error: string) => `± ${error}`,
  methods: {
    "additive-exact": "Exact : le modèle est additif, donc le terme de chaque champ est sa contribution.",
    "tree-shap": "TreeSHAP exact sur les arbres du modèle.",
    "sampling-shapley":
      "Une estimation de Shapley par échantillonnage sur des lignes de fond qui résument les données de test, dans un budget d’évaluations du modèle ; ± est son erreur type.",
  },
} as const satisfies Translated<typeof en.modelPredictorWords>;
