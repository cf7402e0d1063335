/**
 * The French words of the loan form and of both models' verdicts (what each is for: ../../en/loan/form.ts). The
 * choices in the form are the dataset's own values (Male, Graduate, Urban …), which the API reads.
 */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/form";

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
  lead: (scorecardAccuracy: string, trainedAccuracy: string, trainedBetter: boolean) =>
    `Le verdict en couleur est celui de la grille de score écrite à la main : ce sont les règles de la démo qui le fixent. Celui du modèle entraîné le suit. Hors échantillon, les verdicts de la grille de score ont concordé avec les décisions du prêteur dans ${scorecardAccuracy} des cas, et ceux du modèle entraîné dans ${trainedAccuracy}${trainedBetter ? ", si bien que là où les deux divergent, celui du modèle entraîné est le meilleur guide" : ""}.`,
  probabilityDisagrees: {
    approved: (threshold: number, probability: string) =>
      `Les règles acceptent (${formatNumber(threshold)} points ou plus), mais le prêteur n’a accepté qu’environ ${probability} des demandeurs passés ayant ce score : moins de la moitié.`,
    rejected: (threshold: number, probability: string) =>
      `Les règles refusent (moins de ${formatNumber(threshold)} points), mais le prêteur a accepté environ ${probability} des demandeurs passés ayant ce score : plus de la moitié.`,
  },
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
    abstained: "Hors des données : pas de verdict",
    abstainedNote:
      "Sa probabilité est affichée pour mémoire, mais c’est une extrapolation : le modèle n’a appris d’aucune demande semblable à celle-ci.",
    announcement: (verdict: string, probability: string) => `Modèle entraîné : ${verdict}, probabilité ${probability}`,
  },
  agreement: {
    bothApprove: "Les deux modèles concordent : tous deux acceptent cette demande.",
    bothReject: "Les deux modèles concordent : tous deux refusent cette demande.",
    onlyScorecard: "Les deux modèles divergent : la grille de score accepte, le modèle entraîné refuse.",
    onlyTrained: "Les deux modèles divergent : le modèle entraîné accepte, la grille de score refuse.",
    trainedAbstains:
      "Le modèle entraîné ne donne pas de verdict : cette demande se situe hors des données sur lesquelles il a appris. Les règles de la grille de score décident quand même, avec le même avertissement.",
  },
} satisfies Translated<typeof en.loanResult>;
