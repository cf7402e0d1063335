/**
 * The words of the demo's what-if curves (model/recourse/what-if.ts), loaded only with that section. Figures are never
 * typed here: the amounts, probabilities, points and the cut come from the curve, formatted by the caller.
 */
import type { Prediction } from "#model/fields";
import type { WhatIfField } from "#model/recourse/what-if";

/**
 * How each amount is named: as a choice (not the form's own label, which must stay one field's name), in the
 * readout, on the axis, in a sentence ("an income of 2,000"), and its unit.
 */
const FIELDS = {
  Income: {
    choice: "Income",
    name: "Monthly income",
    axis: "Monthly income (log scale)",
    amount: "an income of",
    unit: "",
  },
  LoanAmount: {
    choice: "Loan",
    name: "Loan amount",
    axis: "Loan amount, thousands (log scale)",
    amount: "a loan of",
    unit: " thousand",
  },
} as const satisfies Record<WhatIfField, { choice: string; name: string; axis: string; amount: string; unit: string }>;

const VERB: Record<Prediction, string> = { Yes: "approves", No: "rejects" };
const VERDICT: Record<Prediction, string> = { Yes: "approved", No: "rejected" };
/** The trained model where the application, with that amount, lies outside the data. */
const NO_VERDICT = { verb: "gives no verdict (outside the data)", verdict: "no verdict, outside the data" };

/** One stretch of a verdict (null: none, outside the data), its amounts already formatted. */
export type RunText = { prediction: Prediction | null; from: string; to: string };

const verb = (prediction: Prediction | null) => (prediction === null ? NO_VERDICT.verb : VERB[prediction]);
const verdict = (prediction: Prediction | null) => (prediction === null ? NO_VERDICT.verdict : VERDICT[prediction]);

function runsText(runs: readonly RunText[]): string {
  const [only] = runs;
  if (runs.length === 1 && only) return `${verb(only.prediction)} across the whole range`;
  return runs.map((run) => `${verb(run.prediction)} from ${run.from} to ${run.to}`).join(", then ");
}

export const whatIf = {
  title: "What if the amounts were different?",
  intro: (span: number) =>
    `Each model's answer as one amount of this application moves from your own ÷ ${span} to × ${span} (from 0 to the training median × ${span} when yours is 0), every other field as you entered it (an individual conditional expectation curve). A curve shows how a model responds, not what a lender would do.`,
  fieldLegend: "Vary",
  fields: { Income: FIELDS.Income.choice, LoanAmount: FIELDS.LoanAmount.choice } satisfies Record<WhatIfField, string>,
  axis: (field: WhatIfField) => FIELDS[field].axis,
  axisY: "Trained model: probability of approval",
  cutMark: (cut: string) => `cut ${cut}`,
  ownMark: "yours",
  scorecardBand: "Scorecard",
  verdict: VERDICT,
  legendTrained: "Trained model's probability of approval",
  legendMarks: (cut: string, points: number) =>
    `Dashed line across: the served cut (${cut}); the trained model approves on or above it. Line up and down: your own amount. Band underneath: the scorecard's verdict (approved from ${points} points). Shaded: amounts with which this application lies outside the data, where the trained model gives no verdict.`,
  outsideData: "outside the data",
  slider: (field: WhatIfField) => `${FIELDS[field].name} to try`,
  backToOwn: "Back to your amount",
  readout: (
    field: WhatIfField,
    value: string,
    own: boolean,
    probability: string,
    trained: Prediction | null,
    score: number,
    scorecard: Prediction,
  ) =>
    `${FIELDS[field].name} ${value}${FIELDS[field].unit}${own ? " (yours)" : ""}: trained model ${probability}, ${verdict(trained)}; scorecard ${score} points, ${VERDICT[scorecard]}.`,
  description: (
    field: WhatIfField,
    range: { from: string; to: string; own: string },
    trained: { from: string; to: string; cut: string; runs: readonly RunText[] },
    scorecard: { from: number; to: number; runs: readonly RunText[] },
  ) =>
    `From ${FIELDS[field].amount} ${range.from} to ${range.to}${FIELDS[field].unit} (yours: ${range.own}), every other field as entered. ` +
    `The trained model's probability of approval goes from ${trained.from} to ${trained.to}; at its cut of ${trained.cut} it ${runsText(trained.runs)}. ` +
    `The scorecard's score goes from ${scorecard.from} to ${scorecard.to} points; it ${runsText(scorecard.runs)}.`,
} as const;
