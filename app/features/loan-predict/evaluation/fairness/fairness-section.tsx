import { fairnessSection as copy } from "#app/words/loan/evaluation";
import type { RuleId } from "#model/api-contract";
import type { Difference } from "#model/card/figures";
import type { ModelId } from "#model/card/ids";
import { modelEvaluation } from "#model/card/model-evaluation";
import type { ModelEvaluation } from "#model/card/parts";
import { EXAMPLE_APPLICATION } from "#model/example-application";
import { scoreApplication } from "#model/scorecard/scorecard";

import { SectionHeading } from "../../section-heading";
import { cardModel, SHOWN_MODELS, type ShownModel } from "../evaluation-models";
import { EqualityLaw } from "./equality-law";
import { formatGap, isClearGap } from "./fairness-format";
import { FairnessTable } from "./fairness-table";

/** The most points a scorecard rule can give, read from the scorecard itself. */
function rulePoints(rule: RuleId): number {
  return (
    scoreApplication(EXAMPLE_APPLICATION).contributions.find((contribution) => contribution.rule === rule)?.maxPoints ??
    0
  );
}

const groupName = (group: string) => copy.groups[group] ?? group;

/** Every gap in the tables whose 95 % interval leaves out 0, as "who's measure, first − second: +x points (a to b)". */
function clearGaps(evaluation: ModelEvaluation, keys: Record<ShownModel, ModelId>): string[] {
  return evaluation.fairness.attributes.flatMap(({ groups, gap }) => {
    const [first, second] = groups.map((group) => groupName(group.group));
    const entries: [keyof typeof copy.who, keyof typeof copy.measures, Difference][] = [
      ["data", "approval", gap.approvedInData],
      ...SHOWN_MODELS.flatMap((model): [ShownModel, keyof typeof copy.measures, Difference][] => [
        [model, "approval", gap.approvalRate[keys[model]]],
        [model, "opportunity", gap.truePositiveRate[keys[model]]],
        [model, "falsePositive", gap.falsePositiveRate[keys[model]]],
      ]),
    ];
    return entries
      .filter(([, , difference]) => isClearGap(difference))
      .map(([who, measure, difference]) => {
        const { value, interval } = formatGap(difference);
        const figure = `${value} ${copy.points} (${interval})`;
        return copy.clearGap(copy.who[who], copy.measures[measure], first ?? "", second ?? "", figure);
      });
  });
}

/**
 * Approval rates by sex and by marital status (the lender in the data, the scorecard, the served trained model),
 * each with its interval and the gaps between groups with theirs; then what the Equality Act 2010 says.
 */
export function FairnessSection({ evaluation = modelEvaluation }: { evaluation?: ModelEvaluation }) {
  const keys = { scorecard: cardModel(evaluation, "scorecard"), trained: cardModel(evaluation, "trained") };
  const trainedFields = evaluation.trained.variants[evaluation.trained.served].fields;
  const smallest = evaluation.fairness.attributes
    .flatMap((attribute) => attribute.groups)
    .reduce((a, b) => (b.rows < a.rows ? b : a));
  const gaps = clearGaps(evaluation, keys);
  return (
    <section aria-labelledby="fairness-title">
      <SectionHeading id="fairness-title" title={copy.title} intro={copy.intro} />
      <div className="flex flex-col gap-8 rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm">
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="flex flex-col gap-4 text-neutral-700">
            <p className="font-medium text-neutral-900" data-testid="scorecard-points">
              {copy.scorecardPoints(rulePoints("married"), rulePoints("age"))}
            </p>
            <p>
              {copy.trainedNote(
                trainedFields.includes("Gender"),
                trainedFields.includes("Married"),
                evaluation.trained.servingRule,
              )}
            </p>
            <p data-testid="clear-gaps">{gaps.length > 0 ? copy.clearGaps(gaps.join("; ")) : copy.noClearGap}</p>
            <p className="text-sm">
              {copy.smallestGroup(groupName(smallest.group), smallest.rows, smallest.approvedRows)}
            </p>
            <p className="text-sm">{copy.definitions}</p>
            <p className="text-sm text-neutral-600">{evaluation.fairness.method}</p>
          </div>
          <div className="flex flex-col gap-8 overflow-x-auto">
            {evaluation.fairness.attributes.map((attribute) => (
              <FairnessTable key={attribute.attribute} attribute={attribute} keys={keys} />
            ))}
          </div>
        </div>
        <EqualityLaw trainedFields={trainedFields} />
      </div>
    </section>
  );
}
