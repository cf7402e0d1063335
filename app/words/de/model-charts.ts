/** The German words of a model's charts and fairness table (what each is for: ../en/model-charts.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../en/model-charts";

export const modelChartWords = {
  prTitle: "Präzision-Recall-Kurve",
  prAxisX: "Recall (Richtig-positiv-Rate)",
  prAxisY: "Präzision",
  prSummary: (rows: string, ap: string, level: string, low: string, high: string, base: string) =>
    `Die Präzision-Recall-Kurve der Scores des Modells auf ${rows} zurückgehaltenen Zeilen: durchschnittliche Präzision ${ap} (${level}-Intervall ${low} bis ${high}). Die gestrichelte Linie ist der Anteil positiver Zeilen, ${base}: die Präzision eines Ratens.`,
  reliabilityTitle: "Verlässlichkeit",
  reliabilityAxisX: "Mittlere vorhergesagte Wahrscheinlichkeit",
  reliabilityAxisY: "Beobachtete Rate",
  reliabilitySummary: (bins: string, level: string, brier: string, low: string, high: string) =>
    `Die zurückgehaltenen Zeilen in ${bins} Klassen vorhergesagter Wahrscheinlichkeit: die mittlere Vorhersage jeder Klasse gegen die Häufigkeit der positiven Klasse darin, mit dem ${level}-Intervall dieser Rate; auf der gestrichelten Diagonale stimmen beide überein. Brier-Score ${brier} (${level}-Intervall ${low} bis ${high}; niedriger ist besser).`,
  reliabilityTable: "Die Klassen als Tabelle",
  reliabilityCaption: "Verlässlichkeitsklassen",
  reliabilityColumns: {
    bin: "Vorhergesagt",
    rows: "Zeilen",
    predicted: "Mittlere Vorhersage",
    observed: "Beobachtet",
    interval: "Intervall",
  },
  bin: (from: string, to: string) => `${from}–${to}`,
  range: (low: string, high: string) => `${low} bis ${high}`,
  fairnessTitle: "Fairness",
  fairnessIntro: (cut: string, level: string) =>
    `Die Richtig- und Falsch-positiv-Raten beim Schwellenwert ${cut} in jeder Gruppe der Attribute, die der Eigentümer genannt hat, jede mit ihrem ${level}-Wilson-Intervall. Eine Lücke ist die Rate der höchsten Gruppe minus die der niedrigsten, mit ihrem Zeilen-Bootstrap-Intervall: Ein Intervall, das 0 enthält, kann die Lücke nicht von keiner unterscheiden.`,
  fairnessCaption: (attribute: string) => `Richtig- und Falsch-positiv-Raten nach ${attribute}`,
  fairnessColumns: {
    group: "Gruppe",
    positives: "Positive Zeilen",
    tpr: "Richtig-positiv-Rate",
    negatives: "Negative Zeilen",
    fpr: "Falsch-positiv-Rate",
  },
  intervalLabel: "Intervall",
  gap: "Lücke, höchste − niedrigste",
  gapPoints: (points: string) => `${points} Prozentpunkte`,
  gapGroups: (highest: string, lowest: string) => `${highest} − ${lowest}`,
  noRows: "keine Zeilen",
  undefinedInterval: "nicht definiert",
  resamplesKept: (kept: string, resamples: string) =>
    `Eine Stichprobe ohne Zeile einer Gruppe bleibt aus dem Intervall dieser Lücke: ${kept} von ${resamples} Stichproben behalten.`,
  noAttribute:
    "Für einen Fairness-Bericht ist kein Attribut genannt, daher gibt es keinen. Der Eigentümer nennt die zu berichtenden Felder in der model.ts des Modells:",
} as const satisfies Translated<typeof en.modelChartWords>;
