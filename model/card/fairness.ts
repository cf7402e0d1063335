import type { Difference, Share } from "./figures";
import type { ModelId } from "./ids";

/**
 * One group of an attribute: its rows, and each share pooled over every repeat's held-out verdicts, with its
 * 95 % interval from a bootstrap over rows (model/training/sections/fairness.ts).
 */
export type FairnessGroup = {
  group: string;
  rows: number;
  /** The group's rows the lender approved (Loan_Status "Y") and refused. */
  approvedRows: number;
  refusedRows: number;
  /** The group's rows approved in the data: the lender's own decisions. */
  approvedInData: Share;
  /** The group's rows each model approves (held-out verdicts at the model's served cut). */
  approvalRate: Record<ModelId, Share>;
  /** The group's approved-in-data rows each model approves (equal opportunity). */
  truePositiveRate: Record<ModelId, Share>;
  /** The group's refused-in-data rows each model approves anyway. */
  falsePositiveRate: Record<ModelId, Share>;
};

export type FairnessAttribute = {
  attribute: "Gender" | "Married";
  /** Rows with an empty cell for this attribute, left out of its groups. */
  rowsWithoutValue: number;
  /** In LOAN_CHOICES order: Male then Female, Yes then No. */
  groups: FairnessGroup[];
  /** The first group's shares minus the second's, each with its 95 % bootstrap interval. */
  gap: {
    approvedInData: Difference;
    approvalRate: Record<ModelId, Difference>;
    truePositiveRate: Record<ModelId, Difference>;
    falsePositiveRate: Record<ModelId, Difference>;
  };
};
