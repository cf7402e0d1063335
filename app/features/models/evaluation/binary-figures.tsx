import type { BinaryEvaluation } from "#model/kit/evaluation/evaluate";
import type { KitFieldSpec } from "#model/kit/serving/served-model";

import { FairnessReportSection } from "./fairness-report";
import { PrFigure } from "./pr-figure";
import { ReliabilityFigure } from "./reliability-figure";
import { RocFigure } from "./roc-figure";

/**
 * A binary model's curves, side by side where the page is wide enough (ROC, precision–recall, reliability), then
 * its fairness report: static SVG and tables, each chart with its text alternative, no script.
 */
export function BinaryFigures({
  evaluation,
  fields,
}: {
  evaluation: BinaryEvaluation;
  fields: readonly KitFieldSpec[];
}) {
  return (
    <>
      <div className="grid gap-x-8 md:grid-cols-2">
        <RocFigure evaluation={evaluation} />
        <PrFigure evaluation={evaluation} />
        <ReliabilityFigure evaluation={evaluation} />
      </div>
      <FairnessReportSection evaluation={evaluation} fields={fields} />
    </>
  );
}
