/**
 * `npx tsx scripts/model/recourse-sweep.ts [count]`: recourse for seeded random applicants (drawn as the page's Random
 * Data button draws them, mulberry32 seed 20,000), against the scorecard and the served trained model: how many
 * are refused, how many options ask for what, and how many refusals have no option within the bounds.
 * The figures docs/models.md quotes. Writes nothing.
 */

import { servingCard } from "#model/card/serving-card";
import { mulberry32 } from "#model/mulberry32";
import { randomApplicant } from "#model/random-applicant";
import { needsCreditHistory, scorecardRecourse, trainedRecourse, type Recourse } from "#model/recourse/recourse";

export type Tally = {
  refusals: number;
  options: number;
  /** Refusals with no option within the bounds. */
  withoutOption: number;
  /** Refusals whose every option needs a good credit history. */
  onlyCreditHistory: number;
  /** Options changing the loan and the income together. */
  combined: number;
  incomeAbove1M: number;
  highestIncome: number;
};

function tally(recourses: Recourse[]): Tally {
  const counts: Tally = {
    refusals: 0,
    options: 0,
    withoutOption: 0,
    onlyCreditHistory: 0,
    combined: 0,
    incomeAbove1M: 0,
    highestIncome: 0,
  };
  for (const recourse of recourses) {
    if (recourse.approved) continue;
    counts.refusals++;
    counts.options += recourse.options.length;
    if (recourse.options.length === 0) counts.withoutOption++;
    else if (recourse.options.every(needsCreditHistory)) counts.onlyCreditHistory++;
    for (const option of recourse.options) {
      const fields = option.map((change) => change.field);
      if (fields.includes("LoanAmount") && fields.includes("Income")) counts.combined++;
      for (const change of option) {
        if (change.field !== "Income") continue;
        if (change.to > 1_000_000) counts.incomeAbove1M++;
        counts.highestIncome = Math.max(counts.highestIncome, change.to);
      }
    }
  }
  return counts;
}

/** How many applicants the sweep draws unless told: the figures docs/models.md quotes are for this many. */
export const SWEEP_APPLICANTS = 20_000;

/** Each model's tally over `count` seeded random applicants (tests/repo/doc-figures/ holds the doc to it). */
export function recourseSweep(count = SWEEP_APPLICANTS): { scorecard: Tally; trained: Tally } {
  const random = mulberry32(20_000);
  const applicants = Array.from({ length: count }, () => randomApplicant(random));
  const { parameters, cut } = servingCard.served;
  return {
    scorecard: tally(applicants.map((application) => scorecardRecourse(application))),
    trained: tally(applicants.map((application) => trainedRecourse(application, parameters, cut))),
  };
}

function main(): void {
  const count = Number(process.argv[2] ?? SWEEP_APPLICANTS);
  console.log(`${count} random applicants; the served trained model is ${servingCard.served.variant}.`);
  console.table(recourseSweep(count));
}

if (import.meta.main) main();
