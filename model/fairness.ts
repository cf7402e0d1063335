/** One row's group (e.g. "Female"), its label and a model's verdict. */
export type GroupOutcome = { group: string; actual: boolean; predicted: boolean };

export type GroupRates = {
  group: string;
  rows: number;
  /** Share of the group's rows approved (the verdict). */
  approvalRate: number;
  /** Share of the group's truly approved rows (Loan_Status "Y") that the verdict approves: recall within the group. */
  truePositiveRate: number;
};

/** Approval and true-positive rates per group, groups in the order given. */
export function groupRates(outcomes: readonly GroupOutcome[], groups: readonly string[]): GroupRates[] {
  return groups.map((group) => {
    const members = outcomes.filter((outcome) => outcome.group === group);
    const positives = members.filter((outcome) => outcome.actual);
    if (members.length === 0 || positives.length === 0) throw new Error(`The group "${group}" has no approved row.`);
    return {
      group,
      rows: members.length,
      approvalRate: members.filter((outcome) => outcome.predicted).length / members.length,
      truePositiveRate: positives.filter((outcome) => outcome.predicted).length / positives.length,
    };
  });
}

/** Demographic parity ratio: the lowest group approval rate over the highest (1 is parity; the "80 % rule" asks ≥ 0.8). */
export function parityRatio(rates: readonly GroupRates[]): number {
  const values = rates.map((rate) => rate.approvalRate);
  const highest = Math.max(...values);
  return highest === 0 ? 1 : Math.min(...values) / highest;
}

/** Equal-opportunity difference: the highest group true-positive rate minus the lowest (0 is equal opportunity). */
export function equalOpportunityDifference(rates: readonly GroupRates[]): number {
  const values = rates.map((rate) => rate.truePositiveRate);
  return Math.max(...values) - Math.min(...values);
}
