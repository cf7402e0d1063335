/**
 * The French words of the loan form and of both models' verdicts (what each is for: ../en/loan-form.ts). The
 * choices in the form are the dataset's own values (Male, Graduate, Urban …), which the API reads.
 */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../en/loan-form";

export const loanForm = {
  title: "Détails de la demande de prêt",
  description: "Remplissez les champs ou générez des données aléatoires pour tester le modèle",
  placeholder: "Choisir…",
  labels: {
    Gender: "Sexe",
    Age: "Âge (ans)",
    Income: "Revenu mensuel",
    Married: "Marié(e)",
    LoanAmount: "Montant du prêt (en milliers)",
    Credit_History: "Historique de crédit",
    Education: "Niveau d’études",
    Property_Area: "Situation du bien",
    Self_Employed: "Indépendant(e)",
  },
  creditHistoryOptions: [
    { value: 1, label: "1 = Bon" },
    { value: 0, label: "0 = Mauvais" },
  ],
  randomButton: "Données aléatoires",
  predictButton: "Prédire",
  predictingButton: "Prédiction…",
} as const satisfies Translated<typeof en.loanForm>;

export const loanResult = {
  title: "Résultat de la prédiction",
  placeholder: "Remplissez le formulaire et cliquez sur Prédire pour voir la décision du modèle d’IA",
  approved: { verdict: "Accepté", summary: "Prêt probablement accordé" },
  rejected: { verdict: "Refusé", summary: "Prêt probablement refusé" },
  score: (score: number, max: number) => `Score : ${formatNumber(score)} / ${formatNumber(max)}`,
  threshold: (threshold: number) => `Accepté à partir de ${formatNumber(threshold)} points`,
  probability: "Probabilité d’acceptation",
  sourceApi: (ms: number) => `Calculé par l’API en direct en ${formatNumber(ms)} ms`,
  sourceBrowser: "Calculé dans votre navigateur (API hors ligne)",
  sourceRateLimited: "Calculé dans votre navigateur : la limite de requêtes de l’API a été atteinte",
  explanation: "Comment le score a été construit",
  reasons: "Ce qui a coûté le plus de points",
  ruleLabels: {
    credit_history: "Historique de crédit",
    income_to_loan: "Rapport revenu / prêt",
    education: "Niveau d’études",
    married: "Situation maritale",
    age: "Âge",
    property_area: "Situation du bien",
    self_employed: "Type d’emploi",
  },
  reasonLine: (label: string, points: number, maxPoints: number) =>
    `${label} : ${formatNumber(points)} sur ${formatNumber(maxPoints)} points (−${formatNumber(maxPoints - points)})`,
  trained: {
    title: "Modèle entraîné (régression logistique)",
    probability: "Probabilité d’acceptation",
    cut: (cut: string) => `Accepté à partir de ${cut} : un seuil par défaut, pas une décision`,
    announcement: (verdict: string, probability: string) => `Modèle entraîné : ${verdict}, probabilité ${probability}`,
  },
  agreement: {
    bothApprove: "Les deux modèles concordent : tous deux acceptent cette demande.",
    bothReject: "Les deux modèles concordent : tous deux refusent cette demande.",
    onlyScorecard: "Les deux modèles divergent : la grille de score accepte, le modèle entraîné refuse.",
    onlyTrained: "Les deux modèles divergent : le modèle entraîné accepte, la grille de score refuse.",
  },
} satisfies Translated<typeof en.loanResult>;
