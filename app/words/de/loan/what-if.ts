/** The German words of the demo's what-if curves (what each is for: ../../en/loan/what-if.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";
import type { Prediction } from "#model/fields";
import type { WhatIfField } from "#model/recourse/what-if";

import type * as en from "../../en/loan/what-if";

/** How each amount is named (as in ../../en/loan/what-if.ts); `amount` follows "Von" in a sentence. */
const FIELDS = {
  Income: {
    choice: "Einkommen",
    name: "Monatliches Einkommen",
    axis: "Monatliches Einkommen (log. Skala)",
    amount: "einem Einkommen von",
    unit: "",
  },
  LoanAmount: {
    choice: "Kredit",
    name: "Kreditbetrag",
    axis: "Kreditbetrag in Tausend (log. Skala)",
    amount: "einem Kredit von",
    unit: " Tausend",
  },
} as const satisfies Record<WhatIfField, { choice: string; name: string; axis: string; amount: string; unit: string }>;

const VERDICT: Record<Prediction, string> = { Yes: "bewilligt", No: "abgelehnt" };
/** The trained model where the application, with that amount, lies outside the data: in a run, and in the readout. */
const NO_VERDICT = { run: "kein Urteil (außerhalb der Daten)", verdict: "kein Urteil, außerhalb der Daten" };

const run = (prediction: Prediction | null) => (prediction === null ? NO_VERDICT.run : VERDICT[prediction]);
const verdict = (prediction: Prediction | null) => (prediction === null ? NO_VERDICT.verdict : VERDICT[prediction]);

const points = (count: number) => `${formatNumber(count)} ${count === 1 ? "Punkt" : "Punkte"}`;

/** "von 100 bis 2.000 bewilligt, dann von 2.000 bis 8.000 abgelehnt". */
function runsText(runs: readonly en.RunText[]): string {
  const [only] = runs;
  if (runs.length === 1 && only) return `im gesamten Bereich ${run(only.prediction)}`;
  return runs.map((each) => `von ${each.from} bis ${each.to} ${run(each.prediction)}`).join(", dann ");
}

export const whatIf = {
  title: "Was wäre, wenn die Beträge anders wären?",
  intro: (span: number) =>
    `Die Antwort jedes Modells, wenn sich ein Betrag dieses Antrags von Ihrem Wert ÷ ${formatNumber(span)} bis × ${formatNumber(span)} bewegt (von 0 bis zum Trainingsmedian × ${formatNumber(span)}, wenn Ihr Wert 0 ist), alle anderen Felder wie von Ihnen eingegeben (eine Individual-Conditional-Expectation-Kurve, kurz ICE-Kurve). Eine Kurve zeigt, wie ein Modell reagiert, nicht, was ein Kreditgeber tun würde.`,
  fieldLegend: "Variieren",
  fields: { Income: FIELDS.Income.choice, LoanAmount: FIELDS.LoanAmount.choice },
  axis: (field: WhatIfField) => FIELDS[field].axis,
  axisY: "Trainiertes Modell: Bewilligungswahrscheinlichkeit",
  cutMark: (cut: string) => `Schwelle ${cut}`,
  ownMark: "Ihr Wert",
  scorecardBand: "Scorecard",
  verdict: VERDICT,
  legendTrained: "Bewilligungswahrscheinlichkeit des trainierten Modells",
  legendMarks: (cut: string, points: number) =>
    `Gestrichelte Linie quer: die bereitgestellte Schwelle (${cut}); ab ihr bewilligt das trainierte Modell. Senkrechte Linie: Ihr eigener Betrag. Band darunter: das Urteil der Scorecard (bewilligt ab ${formatNumber(points)} Punkten). Schattiert: Beträge, mit denen dieser Antrag außerhalb der Daten liegt und das trainierte Modell kein Urteil abgibt.`,
  outsideData: "außerhalb der Daten",
  slider: (field: WhatIfField) => `${FIELDS[field].name} zum Ausprobieren`,
  backToOwn: "Zurück zu Ihrem Betrag",
  readout: (
    field: WhatIfField,
    value: string,
    own: boolean,
    probability: string,
    trained: Prediction | null,
    score: number,
    scorecard: Prediction,
  ) =>
    `${FIELDS[field].name} ${value}${FIELDS[field].unit}${own ? " (Ihr Wert)" : ""}: trainiertes Modell ${probability}, ${verdict(trained)}; Scorecard ${points(score)}, ${VERDICT[scorecard]}.`,
  description: (
    field: WhatIfField,
    range: { from: string; to: string; own: string },
    trained: { from: string; to: string; cut: string; runs: readonly en.RunText[] },
    scorecard: { from: number; to: number; runs: readonly en.RunText[] },
  ) =>
    `Von ${FIELDS[field].amount} ${range.from} bis ${range.to}${FIELDS[field].unit} (Ihr Wert: ${range.own}), alle anderen Felder wie eingegeben. ` +
    `Die Bewilligungswahrscheinlichkeit des trainierten Modells reicht von ${trained.from} bis ${trained.to}; bei seiner Schwelle von ${trained.cut}: ${runsText(trained.runs)}. ` +
    `Die Punktzahl der Scorecard reicht von ${formatNumber(scorecard.from)} bis ${points(scorecard.to)}: ${runsText(scorecard.runs)}.`,
} as const satisfies Translated<typeof en.whatIf>;
