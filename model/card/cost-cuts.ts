import type { ModelId } from "./ids";

/** What approving at one cut of a model's grid costs, at one cost ratio, on the pooled out-of-fold verdicts. */
export type CostOption = {
  /** The cut on the model's own scale (points, or a probability). */
  cut: number;
  /** Set at the grid's ends: the cut that approves everyone, and the one that refuses everyone. */
  everyone?: "approved" | "refused";
  /** Expected cost per verdict, in units of one wrong refusal. */
  cost: number;
  /** The share of verdicts this cut approves. */
  approvalRate: number;
};

/** One cost ratio's cuts for one model (model/training/sections/cost-cuts.ts). */
export type CostCut = {
  /** One wrongly approved loan costs as much as this many wrongly refused applicants. */
  ratio: number;
  /**
   * The grid's cut with the least expected cost, refusing or approving everyone included: chosen on the rows it is
   * measured on, so its cost is optimistic, and never above refusing everyone's.
   */
  least: CostOption;
  /**
   * The Bayes cut: approve when the calibrated probability reaches ratio / (1 + ratio), where a wrong approval's
   * expected cost, ratio × (1 − p), falls below a wrong refusal's, p. Fixed before seeing the rows, then measured on
   * them. `points`: for the scorecard, the score from which its full-data calibration reaches that probability.
   */
  bayes: { probability: number; points?: number; cost: number; approvalRate: number };
  /** What the grid's ends and the served cut cost at this ratio. */
  refuseEveryone: number;
  approveEveryone: number;
  served: number;
};

export type CostCuts = {
  method: string;
  /** Out-of-fold verdicts counted: every repeat's, pooled. */
  verdicts: number;
  /** The share of the file's applications the lender approved. */
  lenderApprovalRate: number;
  models: Record<ModelId, CostCut[]>;
};
