/** The French words of the loan prediction page (what each is for: ../../en/loan/demo.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/demo";

export const loanPage = {
  metaTitle: "Prédiction d’octroi de prêt | Démo de projet d’IA",
  metaDescription:
    "Essayez côte à côte deux modèles d’octroi de prêt : une grille de score transparente, écrite à la main, et une régression logistique entraînée en TypeScript sur des données publiques, avec leurs motifs, leurs courbes ROC, leur calibration et leur équité.",
  eyebrow: "Démo interactive",
  title: "Prédiction du défaut de prêt",
  subtitle: "Testez notre modèle d’IA pour prédire la probabilité d’acceptation d’un prêt",
  labelNote:
    "Ce que prédisent les modèles : si le prêteur a accordé le prêt, d’après ses décisions passées. Pas si un prêt a été remboursé ou a fait défaut.",
  backLink: "Retour au portfolio",
} as const satisfies Translated<typeof en.loanPage>;

export const loanToasts = {
  missing: { title: "Champs manquants", description: "Veuillez remplir tous les champs obligatoires" },
  random: { title: "Données aléatoires générées", description: "Formulaire rempli avec des valeurs aléatoires" },
  completed: "Prédiction terminée",
  approved: (score: number) => `Prêt accepté (score : ${formatNumber(score)})`,
  rejected: (score: number) => `Prêt refusé (score : ${formatNumber(score)})`,
  errorTitle: "Erreur",
  error: (message: string) => `Échec de la prédiction : ${message}`,
  unreadable: "l’API a envoyé une réponse que cette page ne comprend pas",
  status: (status: number) => `l’API a répondu avec le statut ${status}`,
} satisfies Translated<typeof en.loanToasts>;

export const loanRecourse = {
  title: "Ce qui changerait ce refus en acceptation",
  intro:
    "Les plus petites modifications de l’historique de crédit, du montant du prêt ou du revenu, chaque option suffisant à elle seule, la moins coûteuse en effort d’abord : l’effort est la plus grande des variations relatives du prêt et du revenu. Les options qui exigent un bon historique de crédit viennent en dernier et sont signalées, car un historique de crédit se construit en des mois ou des années de remboursements. Le sexe, l’âge et la situation maritale ne sont jamais suggérés.",
  bounds: (incomeAtMost: string, multiple: number, highestIncome: string, smallestLoan: string) =>
    `Dans ces limites : un revenu mensuel d’au plus ${incomeAtMost} (${formatNumber(multiple)} fois le vôtre, une règle de cette démo, ou le plus élevé du jeu de données, ${highestIncome}, s’il est inférieur) et un prêt d’au moins ${smallestLoan} (en milliers), le plus petit du jeu de données.`,
  notQuick: "Pas un changement rapide",
  models: { scorecard: "Grille de score", trained: "Modèle entraîné" },
  none: "Rien dans ces limites ne change ce verdict : ni un prêt plus petit, ni un revenu plus élevé, ni un meilleur historique de crédit, seuls ou ensemble.",
  or: "ou",
  and: " et ",
  creditHistory: "un bon historique de crédit",
  loanAmount: (thousands: string) => `un prêt d’au plus ${thousands} (en milliers)`,
  income: (monthly: string) => `un revenu mensuel d’au moins ${monthly}`,
} as const satisfies Translated<typeof en.loanRecourse>;

export const modelSection = {
  title: "À propos du modèle",
  whatTitle: "Ce qu’est le modèle",
  what: (threshold: number) =>
    `Le verdict vient d’une grille de score écrite à la main, pas d’un modèle entraîné : ses règles et ses points viennent de la première version de cette démo, où ils ont été écrits à la main comme une règle empirique d’octroi de crédit, sans jamais être ajustés sur des données. Chaque règle ajoute des points pour un aspect de la demande (historique de crédit, rapport revenu / prêt, niveau d’études, situation maritale, âge, situation du bien et type d’emploi), et une demande qui obtient ${formatNumber(threshold)} points ou plus est acceptée. À côté tourne une régression logistique que ce projet entraîne en TypeScript sur le jeu de données public présenté plus bas. Les mêmes modules TypeScript répondent dans l’API et, quand l’API est injoignable, dans votre navigateur : les deux donnent donc les mêmes verdicts, et celui de la grille de score s’explique règle par règle.`,
  evaluationTitle: "Comment il a été évalué",
  evaluation: (dataset: string, rows: number, evaluated: number) =>
    `La grille de score a été appliquée à un jeu de données public, ${dataset} : ${formatNumber(evaluated)} de ses ${formatNumber(rows)} demandes étiquetées ont été évaluées et comparées aux décisions réelles du prêteur.`,
  excludedTitle: "Écartées",
  excludedLine: (rows: number, reason: string) => `${formatNumber(rows)} ${rows < 2 ? "ligne" : "lignes"} : ${reason}`,
  mappingTitle: "Correspondance entre les champs du formulaire et le jeu de données",
  mappingEmpty: "La correspondance des champs apparaît ici une fois l’évaluation lancée.",
  matrixTitle: "Matrice de confusion",
  matrixCaption: "Les verdicts de la grille de score face aux décisions réelles du prêteur",
  predictedApproved: "Acceptation prédite",
  predictedRejected: "Refus prédit",
  actualApproved: "Réellement acceptée",
  actualRejected: "Réellement refusée",
  cellNames: {
    truePositive: "vrais positifs",
    falseNegative: "faux négatifs",
    falsePositive: "faux positifs",
    trueNegative: "vrais négatifs",
  },
  servedTitle: "Quel modèle entraîné répond",
  versionsTitle: "Versions du modèle",
  versions:
    "Chaque version est le nom du modèle suivi des 12 premiers caractères d’une empreinte SHA-256 de tout ce qui change une réponse (règles ou poids, prétraitement, seuil, calibration, réajustements derrière ses intervalles, limites des données et seuils des avertissements) : réentraînez-le ou déplacez un seuil, et la version change. Chaque réponse l’affiche à côté de sa probabilité, et l’API la renvoie avec chaque réponse, sur GET /api/model et sur GET /api/health.",
  dataTitle: "Où s’arrêtent les données",
  // French puts the verb after its count: "une limite que dépasse 1 demandeur", "que dépassent 12 des 614".
  data: (threshold: string, above: number, rows: number, flagged: number, share: string, allowed: string) =>
    `Une demande est hors des données quand son levier selon la matrice de plan du modèle entraîné (à quelle distance ses montants et ses choix se trouvent, ensemble, des demandeurs sur lesquels le modèle a appris) dépasse ${threshold}, une limite que ${above < 2 ? "dépasse" : "dépassent"} ${formatNumber(above)} des ${formatNumber(rows)} demandeurs des données, ou quand aucun demandeur des données n’avait sa combinaison d’historique de crédit, de niveau d’études, de situation du bien et de type d’emploi. Le modèle entraîné ne donne alors pas de verdict, et la grille de score garde le sien, avec le même avertissement. Appliqués aux demandeurs des données eux-mêmes, les contrôles en signalent ${formatNumber(flagged)} sur ${formatNumber(rows)} (${share}), dans la limite des ${allowed} visés à leur réglage. Une combinaison des cinq choix qu’aucun demandeur n’avait, sexe et situation maritale compris, donne seulement un avertissement : le modèle entraîné ne lit ni l’un ni l’autre.`,
  baselinesTitle: "Comparé à des références honnêtes",
  baselinesNote:
    "Les deux modèles sont comparés à trois références (toujours accepter ; l’historique de crédit seul, comme règle et comme régression logistique) dans le tableau de validation croisée plus bas, sur les mêmes découpages, chaque exactitude, AUC ROC et score de Brier avec son intervalle à 95 %.",
  datasetHash: "SHA-256 du jeu de données",
} as const satisfies Translated<typeof en.modelSection>;

export const showcase = {
  title: "Vitrine du projet d’IA",
  intro:
    "Un petit système de décision de bout en bout : une grille de score écrite à la main et une régression logistique entraînée en TypeScript, toutes deux évaluées sur un jeu de données public, servies par une API HTTP typée et expliquées ici même, dans la page. Chaque chiffre ci-dessous est mesuré, pas affirmé.",
  stats: {
    accuracy: "Exactitude",
    accuracyNote: (rows: number, low: string, high: string, scorecard: string) =>
      `Le modèle entraîné, évalué en validation croisée sur ${formatNumber(rows)} demandes publiques (intervalle à 95 % entre découpages de ${low} à ${high}) ; la grille de score : ${scorecard}`,
    responseTime: "Temps de réponse",
    responseTimeNote: "Votre dernier appel à l’API en direct",
    features: "Variables",
    featuresNote: "Champs du formulaire de demande",
    apiStatus: "État de l’API",
    apiStatusNote: "GET /api/health",
  },
  notMeasured: "—",
  milliseconds: (ms: number) => `${formatNumber(ms)} ms`,
  health: { checking: "Vérification…", live: "En ligne", offline: "Hors ligne" },
} as const satisfies Translated<typeof en.showcase>;

export const techStack = {
  title: "Pile technologique",
  intro:
    "Ce sur quoi cette démo tourne vraiment : du TypeScript du modèle jusqu’à la page, et pas une ligne de Python.",
  items: [
    { name: "TypeScript", detail: "Des types stricts, des modèles jusqu’à la page" },
    { name: "Grille de score écrite à la main", detail: "Ses règles, point par point" },
    {
      name: "Régression logistique, solveur IRLS maison",
      detail: "Entraînée et validée par validation croisée avec npm run model:train",
    },
    {
      name: "React 19, React Router 8, Tailwind CSS",
      detail: "Chaque page pré-rendue en HTML statique, puis hydratée",
    },
    {
      name: "Hono sur Node.js et Cloudflare Workers",
      detail: "Une seule application d’API pour les prédictions et le contrôle de santé",
    },
    { name: "zod", detail: "Un seul schéma valide le formulaire et le corps des requêtes de l’API" },
    { name: "Graphiques SVG dessinés à la main", detail: "ROC, seuils et calibration sans bibliothèque de graphiques" },
    { name: "Vitest et Playwright", detail: "Tests unitaires, de composants et dans le navigateur" },
  ],
} as const satisfies Translated<typeof en.techStack>;

export const howItWorks = {
  title: "Comment ça marche",
  steps: [
    {
      title: "Décrire le demandeur",
      text: "Remplissez neuf champs, ou laissez Données aléatoires créer pour vous un demandeur plausible.",
    },
    {
      title: "Interroger les deux modèles",
      text: "Le formulaire est validé, puis envoyé à l’API, qui répond avec les points de la grille de score et la probabilité de la régression logistique entraînée. Si l’API est hors ligne ou occupée, votre navigateur exécute exactement les deux mêmes modèles.",
    },
    {
      title: "Lire et questionner le verdict",
      text: "Voyez le verdict Accepté ou Refusé de la grille de score avec ses motifs, la probabilité du modèle entraîné et si les deux concordent, et, pour un refus, les plus petites modifications qui le renverseraient dans les limites indiquées, ou le fait qu’aucune n’y suffit.",
    },
  ],
} as const satisfies Translated<typeof en.howItWorks>;

export const keyFeatures = {
  title: "Points forts",
  items: [
    {
      title: "Explicable",
      text: "Le verdict de la grille de score montre les points attribués par chacune de ses règles et ce qui a coûté le plus, celui du modèle entraîné sa probabilité, et, pour un refus, chacun indique ce qui le renverserait.",
    },
    {
      title: "Mesuré",
      text: "Les deux modèles sont évalués par validation croisée répétée sur un jeu de données public (exactitude, AUC ROC, calibration et équité, chacune avec son incertitude), et comparés à des références honnêtes.",
    },
    {
      title: "Résilient",
      text: "Quand l’API est injoignable ou occupée, les deux mêmes modèles tournent dans votre navigateur.",
    },
    {
      title: "Validé",
      text: "Le formulaire et l’API partagent un même schéma : une saisie invalide est refusée de la même façon.",
    },
    {
      title: "Accessible",
      text: "Des contrôles de formulaire natifs, un curseur de seuil utilisable au clavier et un résumé textuel de chaque graphique.",
    },
    {
      title: "Léger",
      text: "Du HTML pré-rendu, des graphiques SVG dessinés à la main, et un code et des données de graphiques qui ne se chargent qu’au fil du défilement.",
    },
  ],
} as const satisfies Translated<typeof en.keyFeatures>;

export const projectImpact = {
  title: "Impact du projet",
  items: [
    {
      title: "Des décisions que l’on peut questionner",
      text: "Un demandeur refusé voit quels facteurs ont freiné son score et les plus petites modifications de l’historique de crédit, du montant du prêt ou du revenu qui, dans les limites indiquées, renverseraient le verdict (ou le fait qu’aucune n’y suffit), au lieu d’un simple non.",
    },
    {
      title: "Des chiffres honnêtes",
      text: "Chaque chiffre et chaque graphique qui évalue les modèles ou décrit les données est écrit par un script d’entraînement à partir de données publiques, et un test échoue dès qu’ils ne sont plus à jour ; les verdicts, les courbes « et si », le temps de réponse et l’état de l’API sont calculés en direct. Une grille de score écrite à la main est comparée à un modèle entraîné, et non déguisée en modèle entraîné.",
    },
    {
      title: "L’équité en pleine lumière",
      text: "Les taux d’acceptation par sexe et par situation maritale, pour les deux modèles, figurent à côté de l’exactitude, pour que chacun puisse mettre l’une en balance avec l’autre.",
    },
  ],
} as const satisfies Translated<typeof en.projectImpact>;

export const closingCard = {
  title: "Envie d’essayer un autre demandeur ?",
  text: "Modifiez un champ ou générez des données aléatoires, et observez comment chaque règle fait évoluer le score.",
  button: "Retour au formulaire",
} as const satisfies Translated<typeof en.closingCard>;
