import type { ModelId } from "./ids";

/** The cut with the least expected cost at one cost ratio (model/training/sections/cost-cuts.ts). */
export type CostCut = {
  /** One wrongly approved loan costs as much as this many wrongly refused applicants. */
  ratio: number;
  cut: number;
  /** Expected cost per verdict, in units of one wrong refusal. */
  cost: number;
  /** The share of verdicts this cut approves. */
  approvalRate: number;
  /** The served cut's expected cost at the same ratio. */
  servedCost: number;
};

export type CostCuts = {
  method: string;
  /** Out-of-fold verdicts counted: every repeat's, pooled. */
  verdicts: number;
  /** The share of the file's applications the lender approved. */
  lenderApprovalRate: number;
  models: Record<ModelId, CostCut[]>;
};
