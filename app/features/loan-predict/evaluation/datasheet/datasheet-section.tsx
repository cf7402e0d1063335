import { datasheetSection as copy } from "#app/words/loan/datasheet";
import { modelEvaluation } from "#model/card/model-evaluation";
import type { ModelEvaluation } from "#model/card/parts";
import { servingCard } from "#model/card/serving-card";
import { ASSUMED_AGE } from "#model/fields";

import { SectionHeading } from "../../section-heading";
import { Amounts, EmptyCells, Overview, Values } from "./datasheet-tables";

type Datasheet = ModelEvaluation["datasheet"];

function rowsOf(datasheet: Datasheet, column: string, value: string | null): number {
  const entry = datasheet.values.find((values) => values.column === column);
  return entry?.counts.find((count) => count.value === value)?.rows ?? 0;
}

/** The training data's datasheet: source and licence, what a row and the label mean, the counts, the limits. */
export function DatasheetSection({ evaluation = modelEvaluation }: { evaluation?: ModelEvaluation }) {
  const { datasheet } = evaluation;
  const emptyIn = (column: string) => datasheet.emptyCells.find((entry) => entry.column === column)?.rows ?? 0;
  const limits = [
    copy.limits.oneLender,
    copy.limits.noRejectInference(datasheet.label.refused),
    copy.limits.noAge(ASSUMED_AGE),
    copy.limits.oneMarket,
    copy.limits.small(datasheet.rows, rowsOf(datasheet, "Gender", "Female"), rowsOf(datasheet, "Married", "No")),
    copy.limits.creditHistory(emptyIn("Credit_History")),
  ];
  return (
    <section aria-labelledby="datasheet-title">
      <SectionHeading id="datasheet-title" title={copy.title} intro={copy.intro} />
      <div className="grid gap-8 rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm lg:grid-cols-2">
        <div className="flex flex-col gap-4 text-neutral-700">
          <h3 className="text-lg font-semibold text-neutral-900">{copy.sourceTitle}</h3>
          <p className="break-words">{copy.source(servingCard.dataset.file, servingCard.dataset.sha256)}</p>
          <h3 className="text-lg font-semibold text-neutral-900">{copy.meaningTitle}</h3>
          <p>{copy.meaning}</p>
          <h3 className="text-lg font-semibold text-neutral-900">{copy.limitsTitle}</h3>
          <ul className="flex list-disc flex-col gap-2 pl-5" data-testid="datasheet-limits">
            {limits.map((limit) => (
              <li key={limit}>{limit}</li>
            ))}
          </ul>
          <h3 className="text-lg font-semibold text-neutral-900">{copy.usesTitle}</h3>
          <p>{copy.uses}</p>
        </div>
        <div className="flex flex-col gap-8 overflow-x-auto">
          <Overview datasheet={datasheet} />
          <EmptyCells datasheet={datasheet} />
          <Values datasheet={datasheet} />
          <Amounts datasheet={datasheet} />
        </div>
      </div>
    </section>
  );
}
