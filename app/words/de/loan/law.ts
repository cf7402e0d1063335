/**
 * What the Equality Act 2010 says about a lender's decisions, in German (what each is for, and the sources every
 * sentence was read against: ../../en/loan/law.ts). The Act and the order keep their English names; its sections are
 * cited with "§", as German texts cite a statute's sections.
 */
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/law";

export const equalityLaw = {
  title: "Der Equality Act 2010 im Wortlaut",
  intro:
    "Was das Gesetz über die Entscheidungen eines Kreditgebers sagt und was daraus für jedes Feld folgt, das die Modelle lesen. Teil 3 des Gesetzes erfasst Dienstleistungen für die Öffentlichkeit, darunter die Kreditvergabe, und gilt in England, Wales und Schottland; die Übungsaufgabe sagt nicht, wo ihr Kreditgeber sitzt.",
  notAdvice: "Eine Zusammenfassung des Gesetzestextes, um die Zahlen einzuordnen, keine Rechtsberatung.",
  source: {
    label: "Der Equality Act 2010 auf legislation.gov.uk",
    href: "https://www.legislation.gov.uk/ukpga/2010/15",
  },
  provisionsTitle: "Die Bestimmungen",
  provisions: [
    {
      cite: "§ 4",
      text: "Neun geschützte Merkmale: Alter, Behinderung, Geschlechtsangleichung, Ehe und eingetragene Lebenspartnerschaft, Schwangerschaft und Mutterschaft, Rasse, Religion oder Weltanschauung, Geschlecht und sexuelle Orientierung.",
    },
    {
      cite: "§ 29(1), (2)",
      text: "Ein Dienstleister darf eine Person nicht diskriminieren, indem er ihr die Dienstleistung nicht erbringt, und auch nicht hinsichtlich der Bedingungen, zu denen er sie erbringt.",
    },
    {
      cite: "§§ 13, 19",
      text: "Unmittelbare Diskriminierung bedeutet, eine Person wegen eines geschützten Merkmals weniger günstig zu behandeln. Mittelbare Diskriminierung bedeutet, auf alle eine Regel anzuwenden, die Personen mit einem gemeinsamen solchen Merkmal (jedem außer Schwangerschaft und Mutterschaft) in besonderer Weise benachteiligt, es sei denn, sie ist ein verhältnismäßiges Mittel zur Erreichung eines legitimen Ziels.",
    },
    {
      cite: "§ 28(1)(b)",
      text: "Teil 3 gilt nicht für das geschützte Merkmal Ehe und eingetragene Lebenspartnerschaft.",
    },
    {
      cite: "§ 28(1)(a)",
      text: "Teil 3 gilt nicht für das Alter, soweit es Personen unter 18 Jahren betrifft.",
    },
    {
      cite: "Anhang 3 Nr. 20A",
      text: "Eingefügt durch die Equality Act 2010 (Age Exceptions) Order 2012 (SI 2012/2466): Eine Person verstößt nicht gegen § 29, soweit es um Altersdiskriminierung geht, indem sie etwas im Zusammenhang mit einer Finanzdienstleistung tut, wozu auch eine Dienstleistung mit Kreditcharakter gehört. Bewertet der Anbieter ein Risiko, kann er sich darauf nur berufen, wenn die Bewertung, soweit sie das Alter berücksichtigt, für das Risiko relevante Informationen aus einer Quelle nutzt, auf die sich zu verlassen vernünftig ist.",
    },
  ],
  fieldsTitle: "Was daraus für jedes Feld folgt",
  readBy: {
    both: "Von beiden Modellen gelesen.",
    scorecard: "Nur von der Scorecard gelesen.",
    trained: "Nur vom trainierten Modell gelesen.",
    neither: "Von keinem der beiden Modelle gelesen.",
  },
  readList: {
    both: (fields: string) => `Beide Modelle lesen ${fields}.`,
    scorecard: (fields: string) => `Nur die Scorecard liest ${fields}.`,
    trained: (fields: string) => `Nur das trainierte Modell liest ${fields}.`,
    neither: (fields: string) => `Keines der beiden Modelle liest ${fields}.`,
  },
  conjunction: { both: "und", scorecard: "und", trained: "und", neither: "oder" },
  /** In the accusative: "liest den Kreditbetrag". */
  otherFields: {
    Dependents: "die Zahl der Unterhaltsberechtigten",
    Education: "den Bildungsabschluss",
    Self_Employed: "die Selbstständigkeit",
    Income: "das Einkommen des Antragstellers",
    CoapplicantIncome: "das Einkommen des Mitantragstellers",
    LoanAmount: "den Kreditbetrag",
    Loan_Amount_Term: "die Kreditlaufzeit",
    Credit_History: "die Kredithistorie",
    Property_Area: "die Lage der Immobilie",
  },
  fields: {
    sex: {
      name: "Gender (Geschlecht)",
      text: "Das Geschlecht ist geschützt, und § 28 nimmt es nicht aus Teil 3 aus. Ein Kreditgeber, dessen Modell einen Antrag ablehnt, den es beim anderen Geschlecht bewilligen würde, behandelt diesen Antragsteller wegen des Geschlechts weniger günstig, was unter die Definition der unmittelbaren Diskriminierung in § 13(1) fällt. Die Tabellen oben zeigen die Differenzen nach Geschlecht mit ihren Intervallen.",
    },
    married: {
      name: "Married (Familienstand)",
      text: "Ehe und eingetragene Lebenspartnerschaft ist ein geschütztes Merkmal (§ 4; § 8: Es hat, wer verheiratet ist oder in eingetragener Lebenspartnerschaft lebt), doch Teil 3 gilt dafür nicht (§ 28(1)(b)), sodass die Vorschriften des Gesetzes über Dienstleistungen seine Bewertung als solche nicht erfassen. Die Spalte Married des Datensatzes enthält nur Yes oder No; die Übungsaufgabe sagt nicht, ob eingetragene Lebenspartner als verheiratet zählen. Benachteiligte seine Bewertung Antragsteller eines Geschlechts in besonderer Weise, könnte das eine mittelbare Diskriminierung wegen des Geschlechts sein (§ 19).",
    },
    age: {
      name: "Alter",
      text: "Das Alter ist geschützt, und Teil 3 erfasst Erwachsene (§ 28(1)(a)). Eine weniger günstige Behandlung wegen des Alters ist keine unmittelbare Diskriminierung, wenn der Kreditgeber nachweisen kann, dass sie ein verhältnismäßiges Mittel zur Erreichung eines legitimen Ziels ist (§ 13(2)), und Anhang 3 Nr. 20A nimmt Altersdiskriminierung im Zusammenhang mit einer Finanzdienstleistung wie einem Kredit aus, unter ihrer Bedingung zur Risikobewertung. Die Altersspanne der Scorecard ist eine ihrer handgeschriebenen Regeln, nicht aus Daten abgeleitet: Der Datensatz hat keine Spalte Age, daher hat dieses Projekt keine Informationen darüber, wie das Alter mit dem Risiko zusammenhängt, und die trainierten Modelle können es nicht lesen.",
    },
    others: {
      name: "Unterhaltsberechtigte, Bildungsabschluss, Selbstständigkeit, Einkommen, Kreditbetrag und -laufzeit, Kredithistorie, Lage der Immobilie",
      text: "Keines davon ist ein geschütztes Merkmal (§ 4). Jedes kann dennoch stellvertretend für eines stehen: Benachteiligt eine darauf gebaute Regel Personen mit einem gemeinsamen geschützten Merkmal, das Teil 3 erfasst, etwa dem Geschlecht, in besonderer Weise, fragt § 19, ob sie ein verhältnismäßiges Mittel zur Erreichung eines legitimen Ziels ist. Die Tabellen zeigen die Gesamtwirkung der Modelle nach Geschlecht, nicht Feld für Feld. Der Datensatz erfasst keines der anderen geschützten Merkmale, daher lässt sich hier für sie keine Differenz messen.",
    },
  },
} as const satisfies Translated<typeof en.equalityLaw>;
