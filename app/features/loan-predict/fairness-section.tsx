import type { ModelEvaluation } from "#model/card-parts";
import type { RuleId } from "#model/api-contract";
import { EXAMPLE_APPLICATION } from "#model/example-application";
import { modelEvaluation } from "#model/model-evaluation";
import { scoreApplication } from "#model/scorecard";
import { fairnessSection as copy } from "~/content/loan-evaluation";

import { cardModel } from "./evaluation-models";
import { FairnessTable } from "./fairness-table";
import { SectionHeading } from "./section-heading";

/** The most points a scorecard rule can give, read from the scorecard itself. */
function rulePoints(rule: RuleId): number {
  return (
    scoreApplication(EXAMPLE_APPLICATION).contributions.find((contribution) => contribution.rule === rule)?.maxPoints ??
    0
  );
}

/**
 * Approval rates by sex and by marital status (data, scorecard, trained model), the parity ratio and the
 * equal-opportunity difference, and a plain statement of what the scorecard scores and what the law says.
 */
export function FairnessSection({ evaluation = modelEvaluation }: { evaluation?: ModelEvaluation }) {
  const keys = { scorecard: cardModel(evaluation, "scorecard"), trained: cardModel(evaluation, "trained") };
  return (
    <section aria-labelledby="fairness-title">
      <SectionHeading id="fairness-title" title={copy.title} intro={copy.intro} />
      <div className="grid gap-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:grid-cols-2">
        <div className="flex flex-col gap-4 text-slate-700">
          <p className="font-medium text-slate-900" data-testid="scorecard-points">
            {copy.scorecardPoints(rulePoints("married"), rulePoints("age"))}
          </p>
          <p data-testid="equality-act">{copy.equalityAct}</p>
          <p>{copy.trainedNote(evaluation.trained.servingRule)}</p>
          <p className="text-sm">{copy.definitions}</p>
          <p className="text-sm text-slate-600">{evaluation.fairness.method}</p>
        </div>
        <div className="flex flex-col gap-8 overflow-x-auto">
          {evaluation.fairness.attributes.map((attribute) => (
            <FairnessTable key={attribute.attribute} attribute={attribute} keys={keys} />
          ))}
        </div>
      </div>
    </section>
  );
}
