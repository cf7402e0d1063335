import type { FairnessAttribute } from "../../card/fairness";
import type { Difference, Share } from "../../card/figures";
import { MODEL_IDS, type ModelId } from "../../card/ids";
import type { ModelCard } from "../../card/model-card";
import { LOAN_CHOICES } from "../../fields";
import { percentileInterval } from "../../uncertainty/percentile";
import type { RepeatedRuns } from "../cross-validation/repeats";
import type { LoanRow } from "../dataset";
import { resampleWeights } from "../intervals/resample";
import { round } from "../round";
import { SERVED_CUTS } from "./curves";

const ATTRIBUTES = ["Gender", "Married"] as const;
/** Resamples of the fairness bootstrap, and its seed (fixed once, never tuned). */
export const FAIRNESS_RESAMPLES = 1000;
export const FAIRNESS_SEED = 2027;

export const FAIRNESS_METHOD =
  "Rows grouped by their Gender or Married cell (rows with that cell empty are left out of that attribute). " +
  "Verdicts are the held-out ones of every repeat of the cross-validation: the scorecard at 50 points (its empty " +
  "cells filled from the training folds), the trained models at probability 0.5. Each row counts once: its share " +
  "is the fraction of the repeats whose verdict approved it, and a group's rate is the mean of its rows' shares " +
  "(20 verdicts of one row are not 20 rows' worth of evidence). Each rate and each gap between two groups (first " +
  `minus second) has a 95 % percentile interval from ${FAIRNESS_RESAMPLES} bootstrap resamples of the attribute's ` +
  `rows (drawn with replacement; seed ${FAIRNESS_SEED}), so the groups' sizes vary as they would in another sample. Approval rate: of all the group's ` +
  "rows; true-positive rate: of those the lender approved; false-positive rate: of those the lender refused.";

type Measure = "approval" | "truePositive" | "falsePositive";
/** Which rows a measure averages over: all of the group's, or those the lender approved or refused. */
const INCLUDES: Record<Measure, (approved: boolean) => boolean> = {
  approval: () => true,
  truePositive: (approved) => approved,
  falsePositive: (approved) => !approved,
};

/** The weighted mean of `values` over the rows of `group` that `measure` counts; NaN when no such row is drawn. */
function weightedRate(
  rows: readonly { group: string; approved: boolean }[],
  values: readonly number[],
  weights: ArrayLike<number>,
  group: string,
  measure: Measure,
): number {
  let sum = 0;
  let total = 0;
  rows.forEach((row, i) => {
    if (row.group !== group || !INCLUDES[measure](row.approved)) return;
    const w = weights[i] ?? 0;
    sum += w * (values[i] ?? 0);
    total += w;
  });
  return total === 0 ? Number.NaN : sum / total;
}

const roundShare = (rate: number, bounds: { low: number; high: number }): Share => ({
  rate: round(rate),
  low: round(bounds.low),
  high: round(bounds.high),
});

function attributeFigures(rows: readonly LoanRow[], cv: RepeatedRuns, attribute: (typeof ATTRIBUTES)[number]) {
  const [first, second] = LOAN_CHOICES[attribute] as readonly string[];
  if (!first || !second) throw new Error(`${attribute} must have exactly two groups.`);
  const known = rows.flatMap((row, i) => {
    const group = row.fields[attribute];
    return group === null ? [] : [{ group, approved: row.approved, i }];
  });
  // Each row's share of approving verdicts over the repeats: the lender's is its label, 0 or 1.
  const sources: Record<"data" | ModelId, number[]> = {
    data: known.map((row) => (row.approved ? 1 : 0)),
    ...(Object.fromEntries(
      MODEL_IDS.map((model) => [
        model,
        known.map(
          ({ i }) => cv.runs.filter((run) => (run.scores[model][i] ?? 0) >= SERVED_CUTS[model]).length / cv.runs.length,
        ),
      ]),
    ) as Record<ModelId, number[]>),
  };
  const ones = new Uint16Array(known.length).fill(1);
  const resamples = resampleWeights(known.length, FAIRNESS_RESAMPLES, FAIRNESS_SEED);
  const figure = (source: "data" | ModelId, measure: Measure) => {
    const rate = (group: string, weights: ArrayLike<number>) =>
      weightedRate(known, sources[source], weights, group, measure);
    const point = [rate(first, ones), rate(second, ones)];
    if (point.some(Number.isNaN)) throw new Error(`A ${attribute} group has no row for its ${measure} rate.`);
    const replicates = resamples.map((weights) => [rate(first, weights), rate(second, weights)] as const);
    // A resample that draws no row of a group (possible only for tiny groups) is left out of that interval.
    const bounds = (values: number[]) =>
      percentileInterval(
        values.filter((value) => !Number.isNaN(value)),
        0.95,
      );
    const shares = point.map((value, g) => roundShare(value, bounds(replicates.map((pair) => pair[g] ?? 0))));
    const gapBounds = bounds(replicates.map(([a, b]) => a - b));
    const gap: Difference = {
      difference: round(point[0]! - point[1]!),
      low: round(gapBounds.low),
      high: round(gapBounds.high),
    };
    return { shares, gap };
  };
  const perModel = <T>(make: (model: ModelId) => T) =>
    Object.fromEntries(MODEL_IDS.map((model) => [model, make(model)])) as Record<ModelId, T>;
  const inData = figure("data", "approval");
  const approval = perModel((model) => figure(model, "approval"));
  const truePositive = perModel((model) => figure(model, "truePositive"));
  const falsePositive = perModel((model) => figure(model, "falsePositive"));
  const result: FairnessAttribute = {
    attribute,
    rowsWithoutValue: rows.length - known.length,
    groups: [first, second].map((group, g) => {
      const members = known.filter((row) => row.group === group);
      const approvedRows = members.filter((row) => row.approved).length;
      return {
        group,
        rows: members.length,
        approvedRows,
        refusedRows: members.length - approvedRows,
        approvedInData: inData.shares[g]!,
        approvalRate: perModel((model) => approval[model].shares[g]!),
        truePositiveRate: perModel((model) => truePositive[model].shares[g]!),
        falsePositiveRate: perModel((model) => falsePositive[model].shares[g]!),
      };
    }),
    gap: {
      approvedInData: inData.gap,
      approvalRate: perModel((model) => approval[model].gap),
      truePositiveRate: perModel((model) => truePositive[model].gap),
      falsePositiveRate: perModel((model) => falsePositive[model].gap),
    },
  };
  return result;
}

/**
 * Approval, true-positive and false-positive rates by sex and by marital status, in the data (the lender's
 * decisions) and under each model's held-out verdicts pooled over every repeat, each with its bootstrap interval,
 * and the gap between the two groups.
 */
export function fairnessSection(rows: readonly LoanRow[], cv: RepeatedRuns): ModelCard["fairness"] {
  return { method: FAIRNESS_METHOD, attributes: ATTRIBUTES.map((attribute) => attributeFigures(rows, cv, attribute)) };
}
