/** The French words of the demo's what-if curves (what each is for: ../../en/loan/what-if.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";
import type { Prediction } from "#model/fields";
import type { WhatIfField } from "#model/recourse/what-if";

import type * as en from "../../en/loan/what-if";

/** How each amount is named (as in ../../en/loan/what-if.ts); `amount` follows "D’" in a sentence. */
const FIELDS = {
  Income: {
    choice: "Revenu",
    name: "Revenu mensuel",
    axis: "Revenu mensuel (échelle logarithmique)",
    amount: "un revenu de",
    unit: "",
  },
  LoanAmount: {
    choice: "Prêt",
    name: "Montant du prêt",
    axis: "Montant du prêt, en milliers (échelle logarithmique)",
    amount: "un prêt de",
    unit: " mille",
  },
} as const satisfies Record<WhatIfField, { choice: string; name: string; axis: string; amount: string; unit: string }>;

const VERB: Record<Prediction, string> = { Yes: "accepte", No: "refuse" };
const VERDICT: Record<Prediction, string> = { Yes: "accepté", No: "refusé" };
/** The trained model where the application, with that amount, lies outside the data. */
const NO_VERDICT = { verb: "ne donne pas de verdict (hors des données)", verdict: "pas de verdict, hors des données" };

const verb = (prediction: Prediction | null) => (prediction === null ? NO_VERDICT.verb : VERB[prediction]);
const verdict = (prediction: Prediction | null) => (prediction === null ? NO_VERDICT.verdict : VERDICT[prediction]);

/** "0 point", "1 point", "2 points": French counts 0 and 1 as singular. */
const points = (count: number) => `${formatNumber(count)} ${count < 2 ? "point" : "points"}`;

function runsText(runs: readonly en.RunText[]): string {
  const [only] = runs;
  if (runs.length === 1 && only) return `${verb(only.prediction)} sur toute la plage`;
  return runs.map((run) => `${verb(run.prediction)} de ${run.from} à ${run.to}`).join(", puis ");
}

export const whatIf = {
  title: "Et si les montants étaient différents ?",
  intro: (span: number) =>
    `La réponse de chaque modèle quand un montant de cette demande varie de votre valeur ÷ ${formatNumber(span)} à × ${formatNumber(span)} (de 0 à la médiane d’entraînement × ${formatNumber(span)} quand la vôtre vaut 0), tous les autres champs tels que vous les avez saisis (une courbe d’espérance conditionnelle individuelle, ou courbe ICE). Une courbe montre comment un modèle réagit, pas ce que ferait un prêteur.`,
  fieldLegend: "Faire varier",
  fields: { Income: FIELDS.Income.choice, LoanAmount: FIELDS.LoanAmount.choice },
  axis: (field: WhatIfField) => FIELDS[field].axis,
  axisY: "Modèle entraîné : probabilité d’acceptation",
  cutMark: (cut: string) => `seuil ${cut}`,
  ownMark: "le vôtre",
  scorecardBand: "Grille de score",
  verdict: VERDICT,
  legendTrained: "Probabilité d’acceptation du modèle entraîné",
  legendMarks: (cut: string, points: number) =>
    `Ligne pointillée horizontale : le seuil servi (${cut}) ; le modèle entraîné accepte à partir de ce seuil. Ligne verticale : votre montant. Bande du dessous : le verdict de la grille de score (acceptation à partir de ${formatNumber(points)} points). Zone ombrée : les montants avec lesquels cette demande sort des données, où le modèle entraîné ne donne pas de verdict.`,
  outsideData: "hors des données",
  slider: (field: WhatIfField) => `${FIELDS[field].name} à essayer`,
  backToOwn: "Revenir à votre montant",
  readout: (
    field: WhatIfField,
    value: string,
    own: boolean,
    probability: string,
    trained: Prediction | null,
    score: number,
    scorecard: Prediction,
  ) =>
    `${FIELDS[field].name} ${value}${FIELDS[field].unit}${own ? " (le vôtre)" : ""} : modèle entraîné ${probability}, ${verdict(trained)} ; grille de score ${points(score)}, ${VERDICT[scorecard]}.`,
  description: (
    field: WhatIfField,
    range: { from: string; to: string; own: string },
    trained: { from: string; to: string; cut: string; runs: readonly en.RunText[] },
    scorecard: { from: number; to: number; runs: readonly en.RunText[] },
  ) =>
    `D’${FIELDS[field].amount} ${range.from} à ${range.to}${FIELDS[field].unit} (le vôtre : ${range.own}), tous les autres champs tels que saisis. ` +
    `La probabilité d’acceptation du modèle entraîné va de ${trained.from} à ${trained.to} ; à son seuil de ${trained.cut}, il ${runsText(trained.runs)}. ` +
    `Le score de la grille va de ${formatNumber(scorecard.from)} à ${points(scorecard.to)} ; elle ${runsText(scorecard.runs)}.`,
} as const satisfies Translated<typeof en.whatIf>;
