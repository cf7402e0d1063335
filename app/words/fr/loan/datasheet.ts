/** The French words of the demo's datasheet (what each is for: ../../en/loan/datasheet.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/datasheet";

export const datasheetSection = {
  title: "Fiche technique des données",
  intro:
    "Ce que sont les données d’entraînement, sur le modèle des « Datasheets for Datasets » de Gebru et al. : leur origine, ce que signifient une ligne et son étiquette, ce qui manque et ce qu’elles ne peuvent pas dire.",
  sourceTitle: "Source et licence",
  source: (file: string, sha256: string) =>
    `Le fichier d’entraînement de l’exercice « Loan Prediction » d’Analytics Vidhya, conservé octet pour octet sous le nom ${file} (sha256 ${sha256}). Aucune licence n’est indiquée, ni par Analytics Vidhya ni par aucune des copies trouvées par ce projet ; le fichier est largement redistribué à des fins pédagogiques. Sa provenance est consignée dans le fichier model/data/SOURCES.md du projet.`,
  meaningTitle: "Ce que signifient une ligne et l’étiquette",
  meaning:
    "Chaque ligne est une demande de prêt immobilier adressée à un même prêteur, que l’exercice appelle Dream Housing Finance. L’étiquette, Loan_Status, est la décision de ce prêteur sur la demande (Y acceptée, N refusée), et non le remboursement du prêt : les modèles apprennent à reproduire les acceptations passées du prêteur, pas à prédire le défaut de paiement.",
  overviewCaption: "Le fichier tel quel, avant que les cellules vides ne soient remplies",
  overview: {
    rows: "Demandes",
    columns: "Colonnes",
    approved: "Acceptées par le prêteur (Y)",
    refused: "Refusées par le prêteur (N)",
    withEmpty: "Demandes avec une cellule vide",
  },
  emptyCaption: "Cellules vides par colonne (toutes les autres colonnes sont complètes)",
  valuesCaption: "Les valeurs de chaque catégorie : nombre de demandes, et part acceptée par le prêteur",
  numericCaption: "Les montants, sur les cellules non vides",
  columns: {
    column: "Colonne",
    empty: "Cellules vides",
    values: "Valeurs",
    cells: "Cellules",
    min: "Minimum",
    median: "Médiane",
    max: "Maximum",
  },
  empty: "vide",
  value: (value: string, rows: number, approved: string) => `${value} ${formatNumber(rows)} (${approved})`,
  limitsTitle: "Limites connues",
  limits: {
    oneLender:
      "Un seul prêteur : les étiquettes reflètent la politique d’une seule entreprise envers ses propres demandeurs, à une époque et en un lieu que le fichier ne précise pas.",
    noRejectInference: (refused: number) =>
      `Pas de réintégration des refusés : pour les ${formatNumber(refused)} demandes refusées, nul ne sait si le prêt aurait été remboursé, et le fichier n’indique pas non plus les remboursements des prêts accordés.`,
    noAge: (age: number) =>
      `Pas de colonne Age : la règle d’âge de la grille de score ne peut pas être confrontée aux données, et chaque ligne est évaluée avec un âge de ${formatNumber(age)} ans.`,
    oneMarket:
      "Des revenus et des montants de prêt issus d’un seul marché, dans une devise et sur une période que le fichier ne précise pas (l’exercice donne le montant du prêt en milliers).",
    small: (rows: number, women: number, notMarried: number) =>
      `Peu de données : ${formatNumber(rows)} demandes, dont ${formatNumber(women)} de femmes et ${formatNumber(notMarried)} de personnes non mariées ; les taux d’un groupe ont donc des intervalles larges (voir Équité).`,
    creditHistory: (empty: number) =>
      `Credit_History vaut 1 quand l’historique de crédit du demandeur respecte les critères du prêteur, selon la description de l’exercice ; ${formatNumber(empty)} lignes le laissent vide.`,
  },
  usesTitle: "Usage adapté",
  uses: "L’enseignement, et la démonstration de l’évaluation des modèles. Pas l’octroi de vrais prêts : il contient les décisions passées d’un seul prêteur, en un lieu et à une époque non précisés.",
} as const satisfies Translated<typeof en.datasheetSection>;
