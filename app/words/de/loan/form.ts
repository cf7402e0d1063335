/**
 * The German words of the loan form and of both models' verdicts (what each is for: ../../en/loan/form.ts). The
 * choices in the form are the dataset's own values (Male, Graduate, Urban …), which the API reads.
 */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/form";

export const loanForm = {
  title: "Angaben zum Kreditantrag",
  description: "Füllen Sie die Angaben aus oder erzeugen Sie Zufallsdaten, um das Modell zu testen",
  placeholder: "Auswählen…",
  labels: {
    Gender: "Geschlecht",
    Age: "Alter (Jahre)",
    Income: "Monatliches Einkommen",
    Married: "Verheiratet",
    LoanAmount: "Kreditbetrag (in Tausend)",
    Credit_History: "Kredithistorie",
    Education: "Bildungsabschluss",
    Property_Area: "Lage der Immobilie",
    Self_Employed: "Selbstständig",
  },
  creditHistoryOptions: [
    { value: 1, label: "1 = Gut" },
    { value: 0, label: "0 = Schlecht" },
  ],
  randomButton: "Zufallsdaten",
  predictButton: "Vorhersagen",
  predictingButton: "Wird berechnet…",
} as const satisfies Translated<typeof en.loanForm>;

export const loanResult = {
  title: "Ergebnis der Vorhersage",
  placeholder:
    "Füllen Sie das Formular aus und klicken Sie auf Vorhersagen, um die Entscheidung des KI-Modells zu sehen",
  approved: { verdict: "Bewilligt", summary: "Kredit wird voraussichtlich bewilligt" },
  rejected: { verdict: "Abgelehnt", summary: "Kredit wird voraussichtlich abgelehnt" },
  lead: (scorecardAccuracy: string, trainedAccuracy: string, trainedBetter: boolean) =>
    `Das farbig hervorgehobene Urteil ist das der handgeschriebenen Scorecard: Die Regeln der Demo bestimmen es. Das des trainierten Modells folgt darauf. Außerhalb der Stichprobe stimmten die Urteile der Scorecard in ${scorecardAccuracy} der Fälle mit den Entscheidungen des Kreditgebers überein, die des trainierten Modells in ${trainedAccuracy}${trainedBetter ? "; wo die beiden uneins sind, ist daher das Urteil des trainierten Modells der bessere Anhaltspunkt" : ""}.`,
  probabilityDisagrees: {
    approved: (threshold: number, probability: string) =>
      `Die Regeln bewilligen (${formatNumber(threshold)} Punkte oder mehr), aber der Kreditgeber hat nur etwa ${probability} der früheren Antragsteller mit dieser Punktzahl bewilligt: weniger als die Hälfte.`,
    rejected: (threshold: number, probability: string) =>
      `Die Regeln lehnen ab (unter ${formatNumber(threshold)} Punkten), aber der Kreditgeber hat etwa ${probability} der früheren Antragsteller mit dieser Punktzahl bewilligt: mehr als die Hälfte.`,
  },
  score: (score: number, max: number) => `Punktzahl: ${formatNumber(score)} / ${formatNumber(max)}`,
  threshold: (threshold: number) => `Bewilligt ab ${formatNumber(threshold)} Punkten`,
  probability: "Bewilligungswahrscheinlichkeit",
  sourceApi: (ms: number) => `Berechnet von der Live-API in ${formatNumber(ms)} ms`,
  sourceBrowser: "Berechnet in Ihrem Browser (API offline)",
  sourceRateLimited: "Berechnet in Ihrem Browser: Das Anfragelimit der API war erreicht",
  explanation: "Wie die Punktzahl zustande kam",
  reasons: "Was die meisten Punkte gekostet hat",
  ruleLabels: {
    credit_history: "Kredithistorie",
    income_to_loan: "Verhältnis von Einkommen zu Kredit",
    education: "Bildungsabschluss",
    married: "Familienstand",
    age: "Alter",
    property_area: "Lage der Immobilie",
    self_employed: "Art der Beschäftigung",
  },
  reasonLine: (label: string, points: number, maxPoints: number) =>
    `${label}: ${formatNumber(points)} von ${formatNumber(maxPoints)} Punkten (−${formatNumber(maxPoints - points)})`,
  trained: {
    title: "Trainiertes Modell (logistische Regression)",
    probability: "Bewilligungswahrscheinlichkeit",
    cut: (cut: string) => `Bewilligt ab ${cut}, eine Standardschwelle, keine Entscheidung`,
    abstained: "Außerhalb der Daten: kein Urteil",
    abstainedNote:
      "Seine Wahrscheinlichkeit wird der Vollständigkeit halber gezeigt, ist aber eine Extrapolation: Das Modell hat aus keinem Antrag wie diesem gelernt.",
    announcement: (verdict: string, probability: string) =>
      `Trainiertes Modell: ${verdict}, Wahrscheinlichkeit ${probability}`,
  },
  agreement: {
    bothApprove: "Die beiden Modelle sind sich einig: Beide bewilligen diesen Antrag.",
    bothReject: "Die beiden Modelle sind sich einig: Beide lehnen diesen Antrag ab.",
    onlyScorecard: "Die beiden Modelle sind uneins: Die Scorecard bewilligt, das trainierte Modell lehnt ab.",
    onlyTrained: "Die beiden Modelle sind uneins: Das trainierte Modell bewilligt, die Scorecard lehnt ab.",
    trainedAbstains:
      "Das trainierte Modell gibt kein Urteil ab: Dieser Antrag liegt außerhalb der Daten, aus denen es gelernt hat. Die Regeln der Scorecard entscheiden trotzdem, mit derselben Warnung.",
  },
} satisfies Translated<typeof en.loanResult>;
