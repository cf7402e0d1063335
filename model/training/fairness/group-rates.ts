import type { Difference, Proportion } from "../../card/figures";
import { newcombeDifference, wilson } from "../intervals/proportions";

/** One row's group (e.g. "Female"), its label (the lender approved it) and a verdict. */
export type GroupOutcome = { group: string; actual: boolean; predicted: boolean };

/** One group's shares, each with its Wilson 95 % interval. */
export type GroupRates = {
  group: string;
  /** Share of the group's rows the verdict approves. */
  approvalRate: Proportion;
  /** Share of the group's rows approved in the data (actual) that the verdict approves: equal opportunity. */
  truePositiveRate: Proportion;
};

/** The first group's shares minus the second's, each with Newcombe's 95 % interval. */
export type GroupGap = { approvalRate: Difference; truePositiveRate: Difference };

/** Approval and true-positive rates per group, groups in the order given. */
export function groupRates(outcomes: readonly GroupOutcome[], groups: readonly string[]): GroupRates[] {
  return groups.map((group) => {
    const members = outcomes.filter((outcome) => outcome.group === group);
    const positives = members.filter((outcome) => outcome.actual);
    if (positives.length === 0) throw new Error(`The group "${group}" has no approved row.`);
    return {
      group,
      approvalRate: wilson(members.filter((outcome) => outcome.predicted).length, members.length),
      truePositiveRate: wilson(positives.filter((outcome) => outcome.predicted).length, positives.length),
    };
  });
}

/** How far apart two groups are: first minus second, for both shares. */
export function groupGap(first: GroupRates, second: GroupRates): GroupGap {
  return {
    approvalRate: newcombeDifference(first.approvalRate, second.approvalRate),
    truePositiveRate: newcombeDifference(first.truePositiveRate, second.truePositiveRate),
  };
}
