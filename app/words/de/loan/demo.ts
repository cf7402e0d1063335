/** The German words of the loan prediction page (what each is for: ../../en/loan/demo.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/demo";

export const loanPage = {
  metaTitle: "Vorhersage der Kreditbewilligung | KI-Projektdemo",
  metaDescription:
    "Probieren Sie zwei Modelle zur Kreditbewilligung nebeneinander aus: eine transparente, handgeschriebene Scorecard und eine in TypeScript auf öffentlichen Daten trainierte logistische Regression, mit ihren Begründungen, ROC-Kurven, Kalibrierung und Fairness.",
  eyebrow: "Interaktive Demo",
  title: "Vorhersage von Kreditausfällen",
  subtitle: "Testen Sie unser KI-Modell zur Vorhersage der Bewilligungswahrscheinlichkeit eines Kredits",
  labelNote:
    "Was die Modelle vorhersagen: ob der Kreditgeber den Kredit bewilligt hat, wie seine früheren Entscheidungen es festhalten. Nicht, ob ein Kredit zurückgezahlt wurde oder ausgefallen ist.",
  backLink: "Zurück zum Portfolio",
} as const satisfies Translated<typeof en.loanPage>;

export const loanToasts = {
  missing: { title: "Fehlende Felder", description: "Bitte füllen Sie alle Pflichtfelder aus" },
  random: { title: "Zufallsdaten erzeugt", description: "Formular mit Zufallswerten ausgefüllt" },
  completed: "Vorhersage abgeschlossen",
  approved: (score: number) => `Kredit bewilligt (Punktzahl: ${formatNumber(score)})`,
  rejected: (score: number) => `Kredit abgelehnt (Punktzahl: ${formatNumber(score)})`,
  errorTitle: "Fehler",
  error: (message: string) => `Vorhersage fehlgeschlagen: ${message}`,
  unreadable: "die API hat eine Antwort gesendet, die diese Seite nicht versteht",
  status: (status: number) => `die API hat mit Status ${status} geantwortet`,
} satisfies Translated<typeof en.loanToasts>;

export const loanRecourse = {
  title: "Was daraus eine Bewilligung machen würde",
  intro:
    "Die kleinsten Änderungen an Kredithistorie, Kreditbetrag oder Einkommen, jede Option für sich allein ausreichend, die mit dem geringsten Aufwand zuerst: Der Aufwand ist die größere der relativen Änderungen von Kredit und Einkommen. Optionen, die eine gute Kredithistorie erfordern, stehen am Ende und sind gekennzeichnet, denn der Aufbau einer Kredithistorie erfordert Monate oder Jahre an Rückzahlungen. Geschlecht, Alter und Familienstand werden nie vorgeschlagen.",
  bounds: (incomeAtMost: string, multiple: number, highestIncome: string, smallestLoan: string) =>
    `Innerhalb dieser Grenzen: ein monatliches Einkommen von höchstens ${incomeAtMost} (das ${formatNumber(multiple)}-Fache Ihres Einkommens, eine Regel dieser Demo, oder das höchste im Datensatz, ${highestIncome}, je nachdem, was kleiner ist) und ein Kredit von mindestens ${smallestLoan} (Tausend), der kleinste im Datensatz.`,
  notQuick: "Keine schnelle Änderung",
  models: { scorecard: "Scorecard", trained: "Trainiertes Modell" },
  none: "Nichts innerhalb dieser Grenzen kehrt dieses Urteil um: Weder ein kleinerer Kredit noch ein höheres Einkommen noch eine bessere Kredithistorie ändern es, allein oder zusammen.",
  or: "oder",
  and: " und ",
  creditHistory: "eine gute Kredithistorie",
  loanAmount: (thousands: string) => `ein Kredit von höchstens ${thousands} (Tausend)`,
  income: (monthly: string) => `ein monatliches Einkommen von mindestens ${monthly}`,
} as const satisfies Translated<typeof en.loanRecourse>;

export const modelSection = {
  title: "Über das Modell",
  whatTitle: "Was das Modell ist",
  what: (threshold: number) =>
    `Das Urteil stammt von einer handgeschriebenen Scorecard, nicht von einem trainierten Modell: Ihre Regeln und Punkte stammen aus der ersten Version dieser Demo, wo sie als Faustregel für die Kreditvergabe von Hand geschrieben und nie an Daten angepasst wurden. Jede Regel vergibt Punkte für einen Teil des Antrags (Kredithistorie, Verhältnis von Einkommen zu Kredit, Bildungsabschluss, Familienstand, Alter, Lage der Immobilie und Art der Beschäftigung), und ein Antrag mit ${formatNumber(threshold)} oder mehr Punkten wird bewilligt. Daneben läuft eine logistische Regression, die dieses Projekt in TypeScript auf dem unten beschriebenen öffentlichen Datensatz trainiert. Dieselben TypeScript-Module antworten in der API und, wenn die API nicht erreichbar ist, in Ihrem Browser; daher liefern beide dieselben Urteile, und das der Scorecard lässt sich Regel für Regel erklären.`,
  evaluationTitle: "Wie es evaluiert wurde",
  evaluation: (dataset: string, rows: number, evaluated: number) =>
    `Die Scorecard wurde auf einen öffentlichen Datensatz angewandt, ${dataset}: ${formatNumber(evaluated)} seiner ${formatNumber(rows)} gelabelten Anträge wurden bewertet und mit den tatsächlichen Entscheidungen des Kreditgebers verglichen.`,
  excludedTitle: "Ausgeschlossen",
  excludedLine: (rows: number, reason: string) => `${formatNumber(rows)} ${rows === 1 ? "Zeile" : "Zeilen"}: ${reason}`,
  mappingTitle: "Wie die Formularfelder dem Datensatz entsprechen",
  mappingEmpty: "Die Zuordnung der Felder erscheint hier, sobald die Evaluation gelaufen ist.",
  matrixTitle: "Konfusionsmatrix",
  matrixCaption: "Urteile der Scorecard im Vergleich zu den tatsächlichen Entscheidungen des Kreditgebers",
  predictedApproved: "Vorhergesagt: bewilligt",
  predictedRejected: "Vorhergesagt: abgelehnt",
  actualApproved: "Tatsächlich bewilligt",
  actualRejected: "Tatsächlich abgelehnt",
  cellNames: {
    truePositive: "richtig positive",
    falseNegative: "falsch negative",
    falsePositive: "falsch positive",
    trueNegative: "richtig negative",
  },
  servedTitle: "Welches trainierte Modell antwortet",
  versionsTitle: "Versionen",
  versions:
    "Jede Version besteht aus dem Namen des Modells und den ersten 12 Stellen eines SHA-256-Hashs von allem, was eine Antwort ändert (Regeln oder Gewichte, Vorverarbeitung, Schwelle, Kalibrierung, die Neuanpassungen hinter seinen Intervallen, die Grenzen der Daten und die Schwellen der Warnungen): Wird es neu trainiert oder eine Schwelle verschoben, ändert sich die Version. Jede Antwort zeigt sie neben ihrer Wahrscheinlichkeit, und die API liefert sie mit jeder Antwort, unter GET /api/model und unter GET /api/health.",
  dataTitle: "Wo die Daten enden",
  data: (threshold: string, above: number, rows: number, flagged: number, share: string, allowed: string) =>
    `Ein Antrag liegt außerhalb der Daten, wenn sein Hebelwert in der Designmatrix des trainierten Modells (wie weit seine Beträge und Angaben zusammen von den Antragstellern entfernt liegen, aus denen das Modell gelernt hat) über ${threshold} liegt, einer Grenze, die ${formatNumber(above)} der ${formatNumber(rows)} Antragsteller in den Daten ${above === 1 ? "überschreitet" : "überschreiten"}, oder wenn kein Antragsteller in den Daten seine Kombination aus Kredithistorie, Bildungsabschluss, Lage der Immobilie und Art der Beschäftigung hatte. Dann gibt das trainierte Modell kein Urteil ab, und die Scorecard behält ihres, mit derselben Warnung. Auf die Antragsteller der Daten selbst angewandt, markieren die Prüfungen ${formatNumber(flagged)} von ${formatNumber(rows)} (${share}), innerhalb der ${allowed}, auf die sie eingestellt wurden. Eine Kombination der fünf Auswahlfelder, die kein Antragsteller hatte, Geschlecht und Familienstand eingeschlossen, löst nur eine Warnung aus: Das trainierte Modell liest keines von beiden.`,
  baselinesTitle: "Im Vergleich mit ehrlichen Referenzmodellen",
  baselinesNote:
    "Beide Modelle werden in der Tabelle zur Kreuzvalidierung weiter unten drei Referenzmodellen gegenübergestellt (immer bewilligen; nur die Kredithistorie, als Regel und als logistische Regression), auf denselben Aufteilungen, jede Genauigkeit, ROC-AUC und jeder Brier-Score mit seinem 95-%-Intervall.",
  datasetHash: "SHA-256 des Datensatzes",
} as const satisfies Translated<typeof en.modelSection>;

export const showcase = {
  title: "KI-Projekt im Überblick",
  intro:
    "Ein kleines Entscheidungssystem von Anfang bis Ende: eine handgeschriebene Scorecard und eine in TypeScript trainierte logistische Regression, beide auf einem öffentlichen Datensatz evaluiert, über eine typisierte HTTP-API bereitgestellt und direkt hier auf der Seite erklärt. Jede Zahl unten ist gemessen, nicht behauptet.",
  stats: {
    accuracy: "Genauigkeit",
    accuracyNote: (rows: number, low: string, high: string, scorecard: string) =>
      `Das trainierte Modell, kreuzvalidiert an ${formatNumber(rows)} öffentlichen Anträgen (95-%-Intervall zwischen Aufteilungen ${low} bis ${high}); die Scorecard: ${scorecard}`,
    responseTime: "Antwortzeit",
    responseTimeNote: "Ihr letzter Aufruf der Live-API",
    features: "Merkmale",
    featuresNote: "Felder im Antragsformular",
    apiStatus: "API-Status",
    apiStatusNote: "GET /api/health",
  },
  notMeasured: "—",
  milliseconds: (ms: number) => `${formatNumber(ms)} ms`,
  health: { checking: "Wird geprüft…", live: "Erreichbar", offline: "Nicht erreichbar" },
} as const satisfies Translated<typeof en.showcase>;

export const techStack = {
  title: "Technologie-Stack",
  intro: "Worauf diese Demo wirklich läuft: TypeScript vom Modell bis zur Seite und nirgends Python.",
  items: [
    { name: "TypeScript", detail: "Strenge Typen von den Modellen bis zur Seite" },
    { name: "Handgeschriebene Scorecard", detail: "Ihre Regeln, Punkt für Punkt" },
    {
      name: "Logistische Regression, eigener IRLS-Löser",
      detail: "Trainiert und kreuzvalidiert mit npm run model:train",
    },
    {
      name: "React 19, React Router 8, Tailwind CSS",
      detail: "Jede Seite vorab als statisches HTML gerendert, dann hydriert",
    },
    {
      name: "Hono auf Node.js und Cloudflare Workers",
      detail: "Eine API-App für die Vorhersagen und den Health-Check",
    },
    { name: "zod", detail: "Ein Schema validiert das Formular und den Body der API" },
    { name: "Handgezeichnete SVG-Diagramme", detail: "ROC, Schwellen und Kalibrierung ohne Diagrammbibliothek" },
    { name: "Vitest und Playwright", detail: "Unit-, Komponenten- und Browsertests" },
  ],
} as const satisfies Translated<typeof en.techStack>;

export const howItWorks = {
  title: "So funktioniert es",
  steps: [
    {
      title: "Den Antragsteller beschreiben",
      text: "Füllen Sie neun Felder aus oder lassen Sie Zufallsdaten einen plausiblen Antragsteller für Sie erzeugen.",
    },
    {
      title: "Beide Modelle fragen",
      text: "Das Formular wird validiert und dann an die API gesendet, die mit den Punkten der Scorecard und der Wahrscheinlichkeit der trainierten logistischen Regression antwortet. Ist die API offline oder ausgelastet, führt Ihr Browser genau dieselben beiden Modelle aus.",
    },
    {
      title: "Das Urteil lesen und hinterfragen",
      text: "Sehen Sie das Bewilligt oder Abgelehnt der Scorecard mit seinen Gründen, die Wahrscheinlichkeit des trainierten Modells und ob beide übereinstimmen, und bei einer Ablehnung die kleinsten Änderungen innerhalb der genannten Grenzen, die sie umkehren würden, oder dass keine es täte.",
    },
  ],
} as const satisfies Translated<typeof en.howItWorks>;

export const keyFeatures = {
  title: "Wichtigste Merkmale",
  items: [
    {
      title: "Erklärbar",
      text: "Das Urteil der Scorecard zeigt die Punkte jeder ihrer Regeln und was am meisten gekostet hat, das des trainierten Modells seine Wahrscheinlichkeit, und bei einer Ablehnung sagt jedes, was sie umkehren würde.",
    },
    {
      title: "Gemessen",
      text: "Beide Modelle wiederholt kreuzvalidiert auf einem öffentlichen Datensatz (Genauigkeit, ROC-AUC, Kalibrierung und Fairness, jeweils mit ihrer Unsicherheit) und ehrlichen Referenzmodellen gegenübergestellt.",
    },
    {
      title: "Robust",
      text: "Ist die API nicht erreichbar oder ausgelastet, laufen dieselben beiden Modelle in Ihrem Browser.",
    },
    {
      title: "Validiert",
      text: "Formular und API teilen sich ein Schema, sodass ungültige Eingaben auf dieselbe Weise abgewiesen werden.",
    },
    {
      title: "Barrierefrei",
      text: "Native Formularelemente, ein per Tastatur bedienbarer Schwellen-Schieberegler und eine Textzusammenfassung jedes Diagramms.",
    },
    {
      title: "Schlank",
      text: "Vorgerendertes HTML, handgezeichnete SVG-Diagramme sowie Diagrammcode und -daten, die erst beim Scrollen geladen werden.",
    },
  ],
} as const satisfies Translated<typeof en.keyFeatures>;

export const projectImpact = {
  title: "Wirkung des Projekts",
  items: [
    {
      title: "Entscheidungen, die man hinterfragen kann",
      text: "Ein abgelehnter Antragsteller sieht, welche Faktoren die Punktzahl gedrückt haben, und die kleinsten Änderungen an Kredithistorie, Kredithöhe oder Einkommen innerhalb der genannten Grenzen, die das Urteil umkehren würden (oder dass keine es täte), statt eines bloßen Nein.",
    },
    {
      title: "Ehrliche Zahlen",
      text: "Jede Zahl und jedes Diagramm, das die Modelle evaluiert oder die Daten beschreibt, schreibt ein Trainingsskript aus öffentlichen Daten, und ein Test schlägt fehl, sobald sie veralten; die Urteile, die Was-wäre-wenn-Kurven, die Antwortzeit und der API-Status werden live berechnet. Eine handgeschriebene Scorecard wird mit einem trainierten Modell verglichen, nicht als eines ausgegeben.",
    },
    {
      title: "Fairness offen sichtbar",
      text: "Bewilligungsquoten nach Geschlecht und Familienstand, für beide Modelle, stehen neben der Genauigkeit, damit man das eine gegen das andere abwägen kann.",
    },
  ],
} as const satisfies Translated<typeof en.projectImpact>;

export const closingCard = {
  title: "Bereit für einen weiteren Antragsteller?",
  text: "Ändern Sie ein Feld oder erzeugen Sie Zufallsdaten, und beobachten Sie, wie jede Regel die Punktzahl verändert.",
  button: "Zurück zum Formular",
} as const satisfies Translated<typeof en.closingCard>;
