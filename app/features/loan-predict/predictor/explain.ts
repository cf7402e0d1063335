import type { RulePoints } from "../contribution-chart";

/** The most points an application can score: the sum of every rule's maximum. */
export function maxScore(contributions: readonly RulePoints[]): number {
  return contributions.reduce((sum, contribution) => sum + contribution.maxPoints, 0);
}

/**
 * The rules that cost the most points (largest maxPoints − points), biggest loss first; rules that
 * gave their full points are never reasons. Ties keep the scorecard's order.
 */
export function costliestRules(contributions: readonly RulePoints[], count = 3): RulePoints[] {
  return contributions
    .filter((contribution) => contribution.points < contribution.maxPoints)
    .toSorted((a, b) => b.maxPoints - b.points - (a.maxPoints - a.points))
    .slice(0, count);
}
