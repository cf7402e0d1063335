/** The French words of the demo's evaluation sections (what each is for: ../../en/loan/evaluation.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/evaluation";

/** "1 demande", "2 demandes": French counts 0 and 1 as singular. */
const applications = (count: number) => `${formatNumber(count)} ${count < 2 ? "demande" : "demandes"}`;

export const evaluationModels = {
  scorecard: "Grille de score écrite à la main",
  trained: "Modèle entraîné",
  unit: { scorecard: "points", trained: "probabilité" },
} as const satisfies Translated<typeof en.evaluationModels>;

export const crossValidationSection = {
  title: "Deux modèles en validation croisée",
  intro:
    "Les règles et les points de la grille de score écrite à la main viennent de la première version de cette démo, où ils ont été écrits à la main comme une règle empirique d’octroi de crédit ; ils n’ont jamais été ajustés sur des données. La régression logistique a été ajustée par ce projet sur les données publiques, dont l’étiquette est la décision passée du prêteur d’accepter la demande, et non le remboursement du prêt. Chaque demande a été jugée par un modèle qui ne l’avait pas vue, en validation croisée stratifiée sur toutes les lignes, répétée avec de nouveaux mélanges ; à côté des modèles figurent trois références mesurées sur les mêmes découpages.",
  caption: (folds: number, repeats: number, rows: number) =>
    `Moyenne de ${formatNumber(repeats)} répétitions d’une validation croisée à ${formatNumber(folds)} plis sur ${applications(rows)} ; en dessous, son intervalle à 95 % entre découpages, puis son erreur d’échantillonnage (95 %) ; score de Brier : plus il est bas, mieux c’est`,
  columns: {
    model: "Modèle",
    cut: "Accepte à partir de",
    accuracy: "Exactitude",
    auc: "AUC ROC",
    brier: "Score de Brier",
  },
  groups: { models: "Modèles", alternatives: "Mesurés, non servis", baselines: "Références" },
  scorecardName: "La grille de score écrite à la main",
  alternativeNames: {
    "credit-history-unknown": "Modèle servi, avec un historique de crédit inconnu comme catégorie à part",
    "all-columns": "Toutes les colonnes du jeu de données (hors formulaire)",
  },
  baselineNames: {
    "always-approve": "Toujours accepter",
    "credit-history-rule": "Historique de crédit seul, comme règle",
    "credit-history-logistic": "Historique de crédit seul, régression logistique",
  },
  baselineCuts: { "always-approve": "tout le monde", "credit-history-rule": "historique de crédit à 1" },
  noProbability: "aucun (une règle)",
  interval: (low: string, high: string) => `${low} à ${high}`,
  intervalLabel: "intervalle à 95 % entre découpages",
  samplingLabel: "erreur d’échantillonnage, 95 %",
  samplingPrefix: "±",
  intervalsTitle: "Deux sortes d’intervalle",
  intervalsExplained:
    "L’intervalle entre découpages indique de combien un chiffre varie d’un découpage de ces 614 demandes à l’autre. L’erreur d’échantillonnage indique de combien il pourrait varier avec 614 autres demandeurs évalués par les mêmes modèles ajustés : elle ne les réajuste pas, donc elle ne compte pas de combien l’ajustement lui-même changerait avec d’autres demandeurs, et l’incertitude réelle est plus grande.",
  served: "servi sur cette page",
  comparisonsTitle: "Comparaisons appariées",
  comparisonsIntro:
    "Dans chaque découpage, le chiffre d’un modèle moins celui de l’autre ; la moyenne de ces différences, avec son intervalle à 95 % entre découpages et son erreur d’échantillonnage. Quand l’intervalle entre découpages contient 0, les deux modèles ne peuvent pas être départagés.",
  comparisonNames: {
    trainedVsScorecard: "Modèle entraîné moins la grille de score écrite à la main",
    trainedVsCreditHistory: "Modèle entraîné moins l’historique de crédit seul (régression logistique)",
    withVsWithoutGenderMarried: "Tous les champs moins sans Gender ni Married",
    unknownCreditVsServed: "Un historique de crédit inconnu comme catégorie à part moins rempli avec 1",
    allColumnsVsServed: "Toutes les colonnes du jeu de données moins les champs du formulaire (servi)",
  },
  aucDifference: (difference: string, interval: string, sampling: string, indistinguishable: boolean) =>
    `AUC ROC ${difference} (intervalle à 95 % entre découpages ${interval} ; erreur d’échantillonnage ${sampling}) : ${indistinguishable ? "l’intervalle entre découpages contient 0, les deux ne peuvent donc pas être départagés" : "l’intervalle entre découpages exclut 0"}.`,
  brierDifference: (difference: string, interval: string, sampling: string) =>
    `Score de Brier ${difference} (intervalle à 95 % entre découpages ${interval} ; erreur d’échantillonnage ${sampling} ; en dessous de 0, l’avantage va au premier).`,
  unknownTitle: "Un historique de crédit inconnu",
  unknownIntro: (rows: number, approved: string) =>
    `Dans les données, ${applications(rows)} n’ont pas d’historique de crédit ; le prêteur en a accepté ${approved}. Le formulaire en demande un, le modèle servi ne rencontre donc jamais d’historique inconnu, mais il a appris de ces lignes : il les remplit avec la valeur la plus fréquente, 1.`,
  allColumnsTitle: "Ce que coûtent les neuf champs du formulaire",
  allColumns: (auc: string, aucInterval: string, brier: string, brierInterval: string, differ: string) =>
    `Une variante fondée sur toutes les colonnes du jeu de données (les champs du formulaire, sexe et situation maritale compris, le revenu du co-emprunteur, la durée du prêt, les personnes à charge et le revenu total rapporté au prêt) classe les demandes avec un écart d’AUC ROC de ${auc} par rapport au modèle servi (intervalle à 95 % entre découpages ${aucInterval}) et un écart de score de Brier de ${brier} (${brierInterval}) ; leurs verdicts diffèrent sur ${differ} demandes par répétition. Elle n’est pas servie : le formulaire ne demande pas ces champs.`,
  allColumnsUndetectable:
    "Pour autant que ces 614 demandes permettent d’en juger, les laisser de côté ne coûte aucune exactitude que les intervalles puissent détecter.",
  allColumnsDetectable:
    "Pour autant que ces 614 demandes permettent d’en juger, les colonnes supplémentaires modifient le classement davantage que ce que l’intervalle entre découpages attribue au hasard.",
  beyondTitle: "Ce que le modèle entraîné apporte au-delà de l’historique de crédit",
  verdicts: (differing: string, rows: number, repeats: number, none: boolean) =>
    `Hors pli, à son seuil servi, les verdicts du modèle entraîné diffèrent de ceux de la règle « accepter quand l’historique de crédit vaut 1 » (une cellule vide étant remplie comme le modèle la remplit) pour ${differing} demandes sur ${formatNumber(rows)}, dans chacune des ${formatNumber(repeats)} répétitions${none ? " : il accepte exactement les demandeurs que cette règle accepte, son exactitude est donc celle de la règle" : ""}.`,
  verdictRange: (min: number, max: number) =>
    min === max ? formatNumber(min) : `${formatNumber(min)} à ${formatNumber(max)}`,
  ranking: (difference: string, interval: string, better: boolean, indistinguishable: boolean) =>
    indistinguishable
      ? `Son classement ne se distingue pas de celui de l’historique de crédit seul : AUC ROC ${difference} (intervalle à 95 % ${interval}).`
      : `Il classe les demandes ${better ? "mieux" : "moins bien"} que l’historique de crédit seul : AUC ROC ${difference} (intervalle à 95 % ${interval}), du fait des autres champs.`,
  probabilities: (difference: string, interval: string, better: boolean, indistinguishable: boolean) =>
    indistinguishable
      ? `Ses probabilités ne sont pas mesurablement mieux calibrées que celles de l’historique de crédit seul : score de Brier ${difference} (intervalle à 95 % ${interval}).`
      : `Ses probabilités sont ${better ? "mieux" : "moins bien"} calibrées que celles de l’historique de crédit seul : score de Brier ${difference} (intervalle à 95 % ${interval}).`,
  servingTitle: "Quelle variante est servie, et pourquoi",
  trainingTitle: "Comment il a été entraîné",
  preprocessingTitle: "Prétraitement",
  methodTitle: "Méthode",
  intervalTitle: "Comment les intervalles sont calculés",
} as const satisfies Translated<typeof en.crossValidationSection>;

export const rocSection = {
  title: "Courbes ROC et seuil d’acceptation",
  intro:
    "Dans quelle mesure chaque modèle classe les demandes acceptées au-dessus des demandes refusées, et ce qu’aurait donné n’importe quel seuil d’acceptation, d’après les scores hors pli.",
  chartTitle: "Courbes ROC",
  axisX: "Taux de faux positifs",
  axisY: "Taux de vrais positifs",
  legend: (name: string, auc: string) => `${name}, AUC ${auc}`,
  summary: (rows: number, models: string) =>
    `Courbes ROC des scores hors pli de ${applications(rows)} : à chaque seuil, la part des demandes refusées qui sont acceptées (taux de faux positifs) face à la part des demandes acceptées qui le sont aussi par le modèle (taux de vrais positifs). ${models} Plus une courbe passe près du coin supérieur gauche, mieux le modèle classe les demandes acceptées au-dessus des refusées ; la diagonale en pointillés correspond au hasard. Ces aires sont celles des courbes regroupées de la première répétition ; le tableau ci-dessus fait la moyenne des aires de chaque découpage, ses chiffres diffèrent donc un peu. L’anneau marque le seuil choisi dans l’explorateur.`,
  summaryModel: (name: string, auc: string) => `${name} : aire sous la courbe ${auc}.`,
} as const satisfies Translated<typeof en.rocSection>;

export const thresholdExplorer = {
  title: "Explorateur de seuil",
  modelLegend: "Modèle",
  models: { scorecard: "Grille de score écrite à la main (points)", trained: "Modèle entraîné (probabilité)" },
  slider: "Seuil d’acceptation",
  cut: {
    scorecard: (points: number) => `${formatNumber(points)} ${points < 2 ? "point" : "points"}`,
    trained: (probability: string) => probability,
  },
  everyone: { approved: "accepter tout le monde", refused: "refuser tout le monde" },
  servedMark: { scorecard: "le seuil de la grille de score", trained: "servi" },
  bestMark: "meilleur en validation croisée",
  goToServed: { scorecard: "Seuil de la grille de score", trained: "Seuil servi" },
  defaultNotDecision: `Les seuils servis (${formatNumber(50)} points, une probabilité de ${formatNumber(0.5)}) sont des valeurs par défaut, pas des décisions : aucun coût ne les justifie. Un prêteur choisirait un seuil d’après ce que coûte une acceptation à tort face à un refus à tort.`,
  costTitle: "Un seuil à partir des coûts",
  costRatio: "Un prêt accordé à tort coûte autant que ce nombre de demandeurs refusés à tort",
  costRatioValue: (ratio: string) => `${ratio} refus`,
  costSummary: (
    model: string,
    ratio: string,
    cut: string,
    rate: string,
    lender: string,
    cost: string,
    served: string,
    refuse: string,
  ) =>
    `${model} : pour un rapport de coûts de ${ratio}, l’explorateur trouve le coût espéré le plus bas avec ce seuil : ${cut}. Il accepte ${rate} des demandeurs, contre ${lender} pour le prêteur ; son coût espéré équivaut à ${cost} refus à tort par demandeur, contre ${served} au seuil servi et ${refuse} en refusant tout le monde. Il est choisi sur les demandes mêmes sur lesquelles il est mesuré ; son coût est donc optimiste.`,
  bayes: (probability: string, rate: string, cost: string) =>
    `Le seuil de Bayes, fixé avant de voir les données : accepter à partir d’une probabilité calibrée de ${probability}, là où le coût espéré d’une acceptation à tort passe sous celui d’un refus à tort. Sur les mêmes demandes, il en accepte ${rate} et coûte ${cost}.`,
  bayesCostlier: (probability: string, cost: string, refuse: string) =>
    `Le seuil de Bayes, qui accepte à partir d’une probabilité calibrée de ${probability}, coûterait ici ${cost}, plus que de refuser tout le monde (${refuse}) : dans le haut de l’échelle, les probabilités surestiment l’acceptation. Il n’est donc pas proposé ; refuser tout le monde est la politique la moins coûteuse.`,
  goToCost: "Seuil au coût minimal",
  costMark: "coût minimal à ce rapport",
  goToBest: "Meilleur seuil",
  metrics: { accuracy: "Exactitude", precision: "Précision", recall: "Rappel", approvalRate: "Taux d’acceptation" },
  noApprovals: "—",
  summary: (model: string, cut: string, accuracy: string, precision: string, recall: string, rate: string) =>
    `${model} à ${cut} : exactitude ${accuracy}, précision ${precision}, rappel ${recall}, taux d’acceptation ${rate}.`,
  matrixCaption: (rows: number) => `Verdicts hors pli sur ${applications(rows)} à ce seuil`,
} as const satisfies Translated<typeof en.thresholdExplorer>;

export const calibrationSection = {
  title: "Calibration des probabilités",
  intro:
    "Quand un modèle donne une probabilité d’acceptation, est-ce bien la part des demandes de ce type que le prêteur a réellement acceptées ? Probabilités hors pli, regroupées en classes d’un dixième de large.",
  chartTitle: "Diagramme de fiabilité",
  axisX: "Probabilité d’acceptation prédite",
  axisY: "Part réellement acceptée",
  summary: (models: string) =>
    `Diagramme de fiabilité des probabilités hors pli des deux modèles. ${models} Les points situés sur la diagonale en pointillés sont parfaitement calibrés ; au-dessus, un modèle est trop prudent, en dessous, trop généreux.`,
  summaryModel: (name: string, brier: string, interval: string, worst: string) =>
    `${name} : score de Brier ${brier} (intervalle à 95 % ${interval}) ; son plus grand écart est ${worst}.`,
  gap: (from: string, to: string, rows: number, predicted: string, observed: string) =>
    `pour les probabilités de ${from} à ${to} (${applications(rows)}), ${predicted} prédit contre ${observed} observé`,
  scorecardNote:
    "La probabilité de la grille de score correspond à ses points passés par une calibration logistique ajustée sur les plis d’entraînement.",
  tableSummary: "Les chiffres derrière le graphique",
  columns: { bin: "Prédit", rows: "Demandes", predicted: "Moyenne prédite", observed: "Acceptées" },
  bin: (from: string, to: string) => `${from}–${to}`,
} as const satisfies Translated<typeof en.calibrationSection>;

export const fairnessSection = {
  title: "Équité",
  intro:
    "Les taux d’acceptation par sexe et par situation maritale, chacun avec son intervalle à 95 % (erreur d’échantillonnage, par rééchantillonnage des demandeurs) : dans les décisions du prêteur présentes dans les données, et dans les verdicts hors pli de chaque modèle sur l’ensemble des répétitions.",
  scorecardPoints: (married: number, age: number) =>
    `La grille de score écrite à la main attribue des points pour la situation maritale et pour l’âge : ${formatNumber(married)} pour le fait d’être marié et ${formatNumber(age)} pour un âge situé dans sa tranche ; deux demandeurs qui ne diffèrent que sur ces points peuvent donc obtenir des verdicts différents.`,
  trainedNote: (readsSex: boolean, readsMarried: boolean, rule: string) => {
    const reads =
      readsSex && readsMarried
        ? "lit le sexe et la situation maritale"
        : readsSex || readsMarried
          ? `lit ${readsSex ? "le sexe" : "la situation maritale"} mais pas ${readsSex ? "la situation maritale" : "le sexe"}`
          : "ne lit ni le sexe ni la situation maritale";
    return `Le modèle entraîné ne voit jamais l’âge (le jeu de données n’en contient pas). La variante servie ${reads}. ${rule}`;
  },
  attributes: { Gender: "Sexe", Married: "Situation maritale" },
  groups: { Male: "Hommes", Female: "Femmes", Yes: "Mariés", No: "Non mariés" } as Record<string, string>,
  caption: (attribute: string, missing: number) =>
    `Taux d’acceptation par ${attribute.toLowerCase()} (${applications(missing)} sans cette information ${missing < 2 ? "écartée" : "écartées"})`,
  columns: { group: "Groupe", rows: "Demandes", data: "Le prêteur (les données)" },
  approvalTitle: "Acceptées",
  opportunityTitle: "Acceptées parmi les demandes que le prêteur a acceptées (égalité des chances)",
  falsePositiveTitle: "Acceptées parmi les demandes que le prêteur a refusées (taux de faux positifs)",
  gap: (first: string, second: string) => `Écart, ${first.toLowerCase()} − ${second.toLowerCase()}`,
  interval: "intervalle à 95 % (erreur d’échantillonnage)",
  points: "points de pourcentage",
  definitions:
    "Acceptées : la part des demandes d’un groupe qui sont acceptées. Égalité des chances : parmi les demandes que le prêteur a acceptées, la part qu’un modèle accepte aussi (son taux de vrais positifs) ; pour le prêteur lui-même, elle vaut 100 % par définition. Taux de faux positifs : parmi les demandes que le prêteur a refusées, la part qu’un modèle accepte quand même. Un écart est la part du premier groupe moins celle du second, en points de pourcentage. L’étiquette est la décision passée du prêteur, et non le remboursement du prêt : l’égalité des chances signifie donc ici être d’accord avec ce prêteur aussi souvent pour chaque groupe, rien de plus.",
  smallestGroup: (group: string, rows: number, approved: number) =>
    `Le plus petit groupe (${group}) compte ${applications(rows)}, dont ${formatNumber(approved)} ${approved < 2 ? "acceptée" : "acceptées"} par le prêteur ; ses intervalles sont donc les plus larges.`,
  clearGaps: (gaps: string) =>
    `Écarts dont l’intervalle à 95 % exclut 0 : ${gaps}. Tous les autres écarts ont ici un intervalle qui contient 0 : à ces tailles de groupe, on ne peut pas les distinguer d’une absence d’écart.`,
  // `who` reads after the measure: "taux d’acceptation du prêteur".
  clearGap: (who: string, measure: string, first: string, second: string, value: string) =>
    `${measure} ${who}, ${first.toLowerCase()} − ${second.toLowerCase()} : ${value}`,
  noClearGap:
    "Tous les écarts ont ici un intervalle à 95 % qui contient 0 : à ces tailles de groupe, aucun ne se distingue d’une absence d’écart.",
  who: { data: "du prêteur", scorecard: "de la grille de score écrite à la main", trained: "du modèle entraîné" },
  measures: {
    approval: "taux d’acceptation",
    opportunity: "acceptation parmi les acceptations du prêteur",
    falsePositive: "acceptation parmi les refus du prêteur",
  },
  notApplicable: "—",
} as const satisfies Translated<typeof en.fairnessSection>;
