/**
 * The words around each answer's uncertainty: its bootstrap interval, the data's caveats on amounts the models
 * have never or rarely seen, and its version.
 */
export const loanUncertainty = {
  interval: (low: string, high: string) =>
    `Likely between ${low} and ${high}: had the model learnt from another sample of past applicants, its answer would fall in this range 9 times in 10.`,
  caveatsTitle: "Beyond what the data has seen",
  caveat: {
    "below-data": (amount: string, limit: string) =>
      `${amount} is below every applicant in the data (the smallest is ${limit}); the models have never seen one, so treat these answers with care.`,
    "above-data": (amount: string, limit: string) =>
      `${amount} is above every applicant in the data (the largest is ${limit}); the models have never seen one, so treat these answers with care.`,
    "sparse-low": (amount: string, limit: string) =>
      `${amount} is lower than 99 in 100 applicants in the data (below ${limit}); the models have seen few like it.`,
    "sparse-high": (amount: string, limit: string) =>
      `${amount} is higher than 99 in 100 applicants in the data (above ${limit}); the models have seen few like it.`,
  },
  caveatAmount: {
    Income: (value: string) => `A monthly income of ${value}`,
    LoanAmount: (value: string) => `A loan of ${value} thousand`,
  },
  version: (version: string) => `Version ${version}`,
} as const;
