/**
 * The words around each answer's uncertainty: its bootstrap interval and what it covers, the warnings where an
 * application lies outside what the data supports, and its version. Figures are never typed here; they are passed
 * in where a sentence needs them.
 */
export const loanUncertainty = {
  interval: (low: string, high: string) =>
    `Likely between ${low} and ${high}: had the model learnt from another sample of past applicants, its answer would fall in this range 9 times in 10.`,
  /** What the interval covers, from the simulation in model/card/interval-coverage.json. */
  coverage: {
    trained: (goodCredit: string, poorCredit: string, simulations: string) =>
      `How far to trust that: in ${simulations} simulated samples where this model is the truth, such intervals held ${goodCredit} of the fresh answers for applicants with a good credit history, but only ${poorCredit} for those without one. It leaves out how sure any one applicant's outcome is.`,
    scorecard: (range: string, simulations: string) =>
      `How far to trust that: in ${simulations} simulated samples where this calibration is the truth, such intervals held ${range} of the fresh answers. It leaves out how sure any one applicant's outcome is.`,
    range: (low: string, high: string) => (low === high ? low : `${low} to ${high}`),
  },
  caveatsTitle: "Outside what the data supports",
  caveat: {
    leverage: (leverage: string, limit: string) =>
      `Taken together, its amounts and choices lie farther from the applicants in the data than the trained model can vouch for: its leverage is ${leverage}, above the limit of ${limit}.`,
    "unseen-combination": (values: string) =>
      `No applicant in the data had this combination: ${values}. The trained model reads each of these, so it has never seen an applicant like this.`,
    "unseen-profile": (values: string) =>
      `No applicant in the data had this combination: ${values}. The trained model reads neither sex nor marital status, so it still answers; take its verdict with care.`,
  },
  /** An amount beyond every applicant in the data, named in the leverage's reason. */
  beyond: {
    below: (amount: string, limit: string) =>
      `${amount} is below every applicant in the data (the smallest is ${limit}).`,
    above: (amount: string, limit: string) =>
      `${amount} is above every applicant in the data (the largest is ${limit}).`,
  },
  caveatAmount: {
    Income: (value: string) => `A monthly income of ${value}`,
    LoanAmount: (value: string) => `A loan of ${value} thousand`,
  },
  /** One value in a combination: its field's label on the form and the value, as in "Education: Not Graduate". */
  combinationValue: (field: string, value: string) => `${field}: ${value}`,
  version: (version: string) => `Version ${version}`,
} as const;
