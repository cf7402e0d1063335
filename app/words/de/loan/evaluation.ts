/** The German words of the demo's evaluation sections (what each is for: ../../en/loan/evaluation.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/evaluation";

const applications = (count: number) => `${formatNumber(count)} ${count === 1 ? "Antrag" : "Anträge"}`;
/** After "von", "zu", "bei": the dative plural. */
const toApplications = (count: number) => `${formatNumber(count)} ${count === 1 ? "Antrag" : "Anträgen"}`;

export const evaluationModels = {
  scorecard: "Handgeschriebene Scorecard",
  trained: "Trainiertes Modell",
  unit: { scorecard: "Punkte", trained: "Wahrscheinlichkeit" },
} as const satisfies Translated<typeof en.evaluationModels>;

export const crossValidationSection = {
  title: "Zwei Modelle, kreuzvalidiert",
  intro:
    "Die Regeln und Punkte der handgeschriebenen Scorecard stammen aus der ersten Version dieser Demo, wo sie als Faustregel für die Kreditvergabe von Hand geschrieben wurden; sie wurden nie an Daten angepasst. Die logistische Regression hat dieses Projekt an die öffentlichen Daten angepasst, deren Label die frühere Entscheidung des Kreditgebers ist, einen Antrag zu bewilligen, nicht ob ein Kredit zurückgezahlt wurde. Jeder Antrag wurde von einem Modell beurteilt, das ihn nicht gesehen hatte, in einer stratifizierten Kreuzvalidierung über alle Zeilen, wiederholt mit neuer Durchmischung; neben den Modellen stehen drei Referenzmodelle, gemessen auf denselben Aufteilungen.",
  caption: (folds: number, repeats: number, rows: number) =>
    `Mittelwert über ${formatNumber(repeats)} Wiederholungen einer ${formatNumber(folds)}-fachen Kreuzvalidierung auf ${toApplications(rows)}; darunter das 95-%-Intervall zwischen Aufteilungen, dann der Stichprobenfehler (95 %); Brier-Score: niedriger ist besser`,
  columns: { model: "Modell", cut: "Bewilligt ab", accuracy: "Genauigkeit", auc: "ROC-AUC", brier: "Brier-Score" },
  groups: { models: "Modelle", alternatives: "Gemessen, nicht bereitgestellt", baselines: "Referenzmodelle" },
  scorecardName: "Die handgeschriebene Scorecard",
  alternativeNames: {
    "credit-history-unknown": "Bereitgestelltes Modell, unbekannte Kredithistorie als eigene Kategorie",
    "all-columns": "Alle Spalten des Datensatzes (nicht im Formular)",
  },
  baselineNames: {
    "always-approve": "Immer bewilligen",
    "credit-history-rule": "Nur Kredithistorie, als Regel",
    "credit-history-logistic": "Nur Kredithistorie, logistische Regression",
  },
  baselineCuts: { "always-approve": "alle", "credit-history-rule": "Kredithistorie 1" },
  noProbability: "keine (eine Regel)",
  interval: (low: string, high: string) => `${low} bis ${high}`,
  intervalLabel: "95-%-Intervall zwischen Aufteilungen",
  samplingLabel: "Stichprobenfehler, 95 %",
  samplingPrefix: "±",
  intervalsTitle: "Zwei Arten von Intervallen",
  intervalsExplained:
    "Das Intervall zwischen Aufteilungen sagt, wie stark sich eine Zahl von einer Aufteilung dieser 614 Anträge zur nächsten bewegt. Der Stichprobenfehler sagt, wie stark sie sich mit 614 anderen Antragstellern bewegen könnte, die von denselben angepassten Modellen bewertet werden: Er passt sie nicht neu an, lässt also aus, wie stark sich die Anpassung selbst mit anderen Antragstellern ändern würde, und die tatsächliche Unsicherheit ist größer.",
  served: "auf dieser Seite bereitgestellt",
  comparisonsTitle: "Gepaarte Vergleiche",
  comparisonsIntro:
    "In jeder Aufteilung die Zahl des einen Modells minus die des anderen; der Mittelwert dieser Differenzen mit seinem 95-%-Intervall zwischen Aufteilungen und seinem Stichprobenfehler. Wo das Intervall zwischen Aufteilungen 0 enthält, lassen sich die beiden nicht unterscheiden.",
  comparisonNames: {
    trainedVsScorecard: "Trainiertes Modell minus handgeschriebene Scorecard",
    trainedVsCreditHistory: "Trainiertes Modell minus nur Kredithistorie (logistische Regression)",
    withVsWithoutGenderMarried: "Alle Felder minus ohne Gender und Married",
    unknownCreditVsServed: "Unbekannte Kredithistorie als eigene Kategorie minus mit 1 gefüllt",
    allColumnsVsServed: "Alle Spalten des Datensatzes minus die Formularfelder (bereitgestellt)",
  },
  aucDifference: (difference: string, interval: string, sampling: string, indistinguishable: boolean) =>
    `ROC-AUC ${difference} (95-%-Intervall zwischen Aufteilungen ${interval}; Stichprobenfehler ${sampling}): ${indistinguishable ? "Das Intervall zwischen Aufteilungen enthält 0, die beiden lassen sich also nicht unterscheiden" : "Das Intervall zwischen Aufteilungen schließt 0 aus"}.`,
  brierDifference: (difference: string, interval: string, sampling: string) =>
    `Brier-Score ${difference} (95-%-Intervall zwischen Aufteilungen ${interval}; Stichprobenfehler ${sampling}; unter 0 spricht für das erste).`,
  unknownTitle: "Eine unbekannte Kredithistorie",
  unknownIntro: (rows: number, approved: string) =>
    `In den Daten fehlt bei ${toApplications(rows)} die Kredithistorie; der Kreditgeber hat ${approved} davon bewilligt. Das Formular fragt nach ihr, sodass das bereitgestellte Modell nie auf eine unbekannte trifft, aber es hat aus diesen Zeilen gelernt: Es füllt sie mit dem häufigsten Wert, 1.`,
  allColumnsTitle: "Was die neun Formularfelder kosten",
  allColumns: (auc: string, aucInterval: string, brier: string, brierInterval: string, differ: string) =>
    `Eine Variante auf allen Spalten des Datensatzes (die Formularfelder samt Geschlecht und Familienstand, das Einkommen des Mitantragstellers, die Kreditlaufzeit, die Zahl der Unterhaltsberechtigten und das Gesamteinkommen im Verhältnis zum Kredit) ordnet Anträge mit einer um ${auc} abweichenden ROC-AUC gegenüber dem bereitgestellten Modell (95-%-Intervall zwischen Aufteilungen ${aucInterval}) und einem um ${brier} abweichenden Brier-Score (${brierInterval}); ihre Urteile unterscheiden sich bei ${differ} Anträgen je Wiederholung. Sie wird nicht bereitgestellt: Das Formular fragt nicht nach diesen Feldern.`,
  allColumnsUndetectable:
    "Soweit diese 614 Anträge es zeigen können, kostet das Weglassen keine Genauigkeit, die die Intervalle erkennen könnten.",
  allColumnsDetectable:
    "Soweit diese 614 Anträge es zeigen können, verändern die zusätzlichen Spalten die Rangfolge stärker, als das Intervall zwischen Aufteilungen dem Zufall zuschreibt.",
  beyondTitle: "Was das trainierte Modell über die Kredithistorie hinaus beiträgt",
  verdicts: (differing: string, rows: number, repeats: number, none: boolean) =>
    `Out-of-Fold, bei seiner bereitgestellten Schwelle, weichen die Urteile des trainierten Modells von der Regel „bewilligen, wenn die Kredithistorie 1 ist“ (eine leere Zelle so gefüllt, wie das Modell sie füllt) bei ${differing} von ${toApplications(rows)} ab, in jeder der ${formatNumber(repeats)} Wiederholungen${none ? ": Es bewilligt genau die Antragsteller, die diese Regel bewilligt, seine Genauigkeit ist also die der Regel" : ""}.`,
  verdictRange: (min: number, max: number) =>
    min === max ? formatNumber(min) : `${formatNumber(min)} bis ${formatNumber(max)}`,
  ranking: (difference: string, interval: string, better: boolean, indistinguishable: boolean) =>
    indistinguishable
      ? `Seine Rangfolge lässt sich nicht von der der Kredithistorie allein unterscheiden: ROC-AUC ${difference} (95-%-Intervall ${interval}).`
      : `Es ordnet Anträge ${better ? "besser" : "schlechter"} als die Kredithistorie allein: ROC-AUC ${difference} (95-%-Intervall ${interval}), aufgrund der übrigen Felder.`,
  probabilities: (difference: string, interval: string, better: boolean, indistinguishable: boolean) =>
    indistinguishable
      ? `Seine Wahrscheinlichkeiten sind nicht messbar besser kalibriert als die der Kredithistorie allein: Brier-Score ${difference} (95-%-Intervall ${interval}).`
      : `Seine Wahrscheinlichkeiten sind ${better ? "besser" : "schlechter"} kalibriert als die der Kredithistorie allein: Brier-Score ${difference} (95-%-Intervall ${interval}).`,
  servingTitle: "Welche Variante bereitgestellt wird und warum",
  trainingTitle: "Wie es trainiert wurde",
  preprocessingTitle: "Vorverarbeitung",
  methodTitle: "Methode",
  intervalTitle: "Wie die Intervalle berechnet werden",
} as const satisfies Translated<typeof en.crossValidationSection>;

export const rocSection = {
  title: "ROC-Kurven und die Bewilligungsschwelle",
  intro:
    "Wie gut jedes Modell bewilligte Anträge vor abgelehnten einordnet und was jede beliebige Bewilligungsschwelle bewirkt hätte, anhand von Out-of-Fold-Scores.",
  chartTitle: "ROC-Kurven",
  axisX: "Falsch-Positiv-Rate",
  axisY: "Richtig-Positiv-Rate",
  legend: (name: string, auc: string) => `${name}, AUC ${auc}`,
  summary: (rows: number, models: string) =>
    `ROC-Kurven der Out-of-Fold-Scores von ${toApplications(rows)}: bei jeder Schwelle der Anteil der abgelehnten Anträge, die bewilligt werden (Falsch-Positiv-Rate), gegen den Anteil der bewilligten, die bewilligt werden (Richtig-Positiv-Rate). ${models} Je näher eine Kurve an der oberen linken Ecke verläuft, desto besser ordnet das Modell bewilligte Anträge vor abgelehnten ein; die gestrichelte Diagonale entspricht Raten. Diese Flächen sind die der gepoolten Kurven der ersten Wiederholung; die Tabelle oben mittelt die jeder Aufteilung, daher weichen ihre Zahlen leicht ab. Der Ring markiert die im Explorer gewählte Schwelle.`,
  summaryModel: (name: string, auc: string) => `${name}: Fläche unter der Kurve ${auc}.`,
} as const satisfies Translated<typeof en.rocSection>;

export const thresholdExplorer = {
  title: "Schwellen-Explorer",
  modelLegend: "Modell",
  models: { scorecard: "Handgeschriebene Scorecard (Punkte)", trained: "Trainiertes Modell (Wahrscheinlichkeit)" },
  slider: "Bewilligungsschwelle",
  cut: {
    scorecard: (points: number) => `${formatNumber(points)} ${points === 1 ? "Punkt" : "Punkte"}`,
    trained: (probability: string) => probability,
  },
  everyone: { approved: "alle bewilligen", refused: "alle ablehnen" },
  servedMark: { scorecard: "Schwelle der Scorecard", trained: "bereitgestellt" },
  bestMark: "beste laut Kreuzvalidierung",
  goToServed: { scorecard: "Schwelle der Scorecard", trained: "Bereitgestellte Schwelle" },
  defaultNotDecision: `Die bereitgestellten Schwellen (${formatNumber(50)} Punkte, eine Wahrscheinlichkeit von ${formatNumber(0.5)}) sind Voreinstellungen, keine Entscheidungen: Keine Kostenabwägung steht dahinter. Ein Kreditgeber würde eine Schwelle danach wählen, was eine fälschliche Bewilligung im Vergleich zu einer fälschlichen Ablehnung kostet.`,
  costTitle: "Eine Schwelle aus den Kosten",
  costRatio: "Ein fälschlich bewilligter Kredit kostet so viel wie diese Zahl fälschlich abgelehnter Antragsteller",
  costRatioValue: (ratio: string) => `${ratio} Ablehnungen`,
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
    `${model}: Bei einem Kostenverhältnis von ${ratio} hat im Explorer diese Schwelle die geringsten erwarteten Kosten: ${cut}. Sie bewilligt ${rate} der Antragsteller, gegenüber ${lender} beim Kreditgeber; ihre erwarteten Kosten entsprechen ${cost} fälschlichen Ablehnungen je Antragsteller, gegenüber ${served} bei der bereitgestellten Schwelle und ${refuse}, wenn alle abgelehnt werden. Sie ist an denselben Anträgen gewählt, an denen sie gemessen wird, ihre Kosten sind also optimistisch.`,
  bayes: (probability: string, rate: string, cost: string) =>
    `Die Bayes-Schwelle, festgelegt, bevor die Daten gesehen wurden: bewilligen ab einer kalibrierten Wahrscheinlichkeit von ${probability}, wo die erwarteten Kosten einer fälschlichen Bewilligung unter die einer fälschlichen Ablehnung fallen. An denselben Anträgen bewilligt sie ${rate} und kostet ${cost}.`,
  bayesCostlier: (probability: string, cost: string, refuse: string) =>
    `Die Bayes-Schwelle, die ab einer kalibrierten Wahrscheinlichkeit von ${probability} bewilligt, würde hier ${cost} kosten, mehr, als alle abzulehnen (${refuse}): Im oberen Bereich überschätzen die Wahrscheinlichkeiten die Bewilligung. Daher wird sie nicht angeboten; alle abzulehnen ist die günstigere Strategie.`,
  goToCost: "Schwelle mit den geringsten Kosten",
  costMark: "geringste Kosten bei diesem Verhältnis",
  goToBest: "Beste Schwelle",
  metrics: {
    accuracy: "Genauigkeit",
    precision: "Präzision",
    recall: "Trefferquote",
    approvalRate: "Bewilligungsquote",
  },
  noApprovals: "—",
  summary: (model: string, cut: string, accuracy: string, precision: string, recall: string, rate: string) =>
    `${model} bei ${cut}: Genauigkeit ${accuracy}, Präzision ${precision}, Trefferquote ${recall}, Bewilligungsquote ${rate}.`,
  matrixCaption: (rows: number) => `Out-of-Fold-Urteile zu ${toApplications(rows)} bei dieser Schwelle`,
} as const satisfies Translated<typeof en.thresholdExplorer>;

export const calibrationSection = {
  title: "Kalibrierung",
  intro:
    "Wenn ein Modell eine Bewilligungswahrscheinlichkeit angibt, ist das der Anteil solcher Anträge, den der Kreditgeber tatsächlich bewilligt hat? Out-of-Fold-Wahrscheinlichkeiten, gruppiert in Klassen von einem Zehntel Breite.",
  chartTitle: "Zuverlässigkeitsdiagramm",
  axisX: "Vorhergesagte Bewilligungswahrscheinlichkeit",
  axisY: "Tatsächlich bewilligter Anteil",
  summary: (models: string) =>
    `Zuverlässigkeitsdiagramm der Out-of-Fold-Wahrscheinlichkeiten beider Modelle. ${models} Punkte auf der gestrichelten Diagonale sind perfekt kalibriert; darüber ist ein Modell zu vorsichtig, darunter zu großzügig.`,
  summaryModel: (name: string, brier: string, interval: string, worst: string) =>
    `${name}: Brier-Score ${brier} (95-%-Intervall ${interval}); seine größte Abweichung: ${worst}.`,
  gap: (from: string, to: string, rows: number, predicted: string, observed: string) =>
    `bei Wahrscheinlichkeiten von ${from} bis ${to} (${applications(rows)}), vorhergesagt ${predicted} gegenüber ${observed} bewilligt`,
  scorecardNote:
    "Die Wahrscheinlichkeit der Scorecard sind ihre Punkte, umgerechnet über eine logistische Kalibrierung, die auf den Trainings-Folds angepasst wurde.",
  tableSummary: "Die Zahlen hinter dem Diagramm",
  columns: { bin: "Vorhergesagt", rows: "Anträge", predicted: "Mittlere Vorhersage", observed: "Bewilligt" },
  bin: (from: string, to: string) => `${from}–${to}`,
} as const satisfies Translated<typeof en.calibrationSection>;

export const fairnessSection = {
  title: "Fairness",
  intro:
    "Bewilligungsquoten nach Geschlecht und nach Familienstand, jeweils mit ihrem 95-%-Intervall (Stichprobenfehler, durch Resampling der Antragsteller): in den Entscheidungen des Kreditgebers in den Daten und in den Out-of-Fold-Urteilen jedes Modells über alle Wiederholungen.",
  scorecardPoints: (married: number, age: number) =>
    `Die handgeschriebene Scorecard vergibt Punkte für Familienstand und Alter: ${formatNumber(married)} dafür, verheiratet zu sein, und ${formatNumber(age)} für ein Alter innerhalb ihrer Spanne, sodass zwei Antragsteller, die sich nur darin unterscheiden, unterschiedliche Urteile erhalten können.`,
  trainedNote: (readsSex: boolean, readsMarried: boolean, rule: string) => {
    const reads =
      readsSex && readsMarried
        ? "liest Geschlecht und Familienstand"
        : readsSex || readsMarried
          ? `liest ${readsSex ? "Geschlecht" : "Familienstand"}, aber nicht ${readsSex ? "Familienstand" : "Geschlecht"}`
          : "liest weder Geschlecht noch Familienstand";
    return `Das trainierte Modell sieht nie das Alter (der Datensatz enthält keines). Die bereitgestellte Variante ${reads}. ${rule}`;
  },
  attributes: { Gender: "Geschlecht", Married: "Familienstand" },
  groups: { Male: "Männer", Female: "Frauen", Yes: "Verheiratet", No: "Nicht verheiratet" } as Record<string, string>,
  // German nouns keep their capital: the attribute and the groups are not lowercased, as in English.
  caption: (attribute: string, missing: number) =>
    `Bewilligungsquoten nach ${attribute} (${applications(missing)} ohne Angabe ausgelassen)`,
  columns: { group: "Gruppe", rows: "Anträge", data: "Der Kreditgeber (die Daten)" },
  approvalTitle: "Bewilligt",
  opportunityTitle: "Bewilligt unter den Anträgen, die der Kreditgeber bewilligt hat (Chancengleichheit)",
  falsePositiveTitle: "Bewilligt unter den Anträgen, die der Kreditgeber abgelehnt hat (Falsch-Positiv-Rate)",
  gap: (first: string, second: string) => `Differenz, ${first} − ${second}`,
  interval: "95-%-Intervall (Stichprobenfehler)",
  points: "Prozentpunkte",
  definitions:
    "Bewilligt: der Anteil der bewilligten Anträge einer Gruppe. Chancengleichheit: von den Anträgen, die der Kreditgeber bewilligt hat, der Anteil, den ein Modell ebenfalls bewilligt (seine Richtig-Positiv-Rate); für den Kreditgeber selbst ist er per Definition 100 %. Falsch-Positiv-Rate: von den Anträgen, die der Kreditgeber abgelehnt hat, der Anteil, den ein Modell trotzdem bewilligt. Eine Differenz ist der Anteil der ersten Gruppe minus den der zweiten, in Prozentpunkten. Das Label ist die frühere Entscheidung des Kreditgebers, nicht ob ein Kredit zurückgezahlt wurde; Chancengleichheit bedeutet hier also nur, diesem Kreditgeber für jede Gruppe gleich oft zuzustimmen, nicht mehr.",
  smallestGroup: (group: string, rows: number, approved: number) =>
    `Die kleinste Gruppe (${group}) umfasst ${applications(rows)}, von denen der Kreditgeber ${formatNumber(approved)} bewilligt hat, daher sind ihre Intervalle am breitesten.`,
  clearGaps: (gaps: string) =>
    `Differenzen, deren 95-%-Intervall 0 ausschließt: ${gaps}. Jede andere Differenz hier hat ein Intervall, das 0 enthält: Bei diesen Gruppengrößen lässt sie sich nicht davon unterscheiden, dass es keine Differenz gibt.`,
  // `who` is a genitive after the measure: "Bewilligungsquote des Kreditgebers".
  clearGap: (who: string, measure: string, first: string, second: string, value: string) =>
    `${measure} ${who}, ${first} − ${second}: ${value}`,
  noClearGap:
    "Jede Differenz hier hat ein 95-%-Intervall, das 0 enthält: Bei diesen Gruppengrößen lässt sich keine davon unterscheiden, dass es keine Differenz gibt.",
  who: { data: "des Kreditgebers", scorecard: "der handgeschriebenen Scorecard", trained: "des trainierten Modells" },
  measures: {
    approval: "Bewilligungsquote",
    opportunity: "Bewilligung unter den Bewilligungen des Kreditgebers",
    falsePositive: "Bewilligung unter den Ablehnungen des Kreditgebers",
  },
  notApplicable: "—",
} as const satisfies Translated<typeof en.fairnessSection>;
