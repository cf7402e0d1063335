import { useId } from "react";

import { FiguresHeader } from "#app/components/charts/figures-header";
import { ValueInterval } from "#app/components/charts/value-interval";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableRow } from "#app/components/ui/table";
import { formatNumber } from "#app/lib/format";
import { modelChartWords as words } from "#app/words/model-charts";
import type { Proportion } from "#model/card/figures";
import type { BinaryEvaluation } from "#model/kit/evaluation/evaluate";
import type { FairnessReport, Gap } from "#model/kit/evaluation/fairness";
import type { KitFieldSpec } from "#model/kit/serving/served-model";
import { roundFigure } from "#model/round-figure";

import { formatShare, formatValue } from "../format";

/** A difference of two rates in percentage points, to one decimal: 0.26025 → "26". */
export function formatPoints(difference: number): string {
  return formatNumber(roundFigure(difference * 100, 1), { maximumFractionDigits: 1 });
}

/** How the page names an attribute and its groups: the field's label and its choices' labels (model.ts), else as is. */
function namesOf(attribute: string, fields: readonly KitFieldSpec[]) {
  const field = fields.find((candidate) => candidate.name === attribute);
  const choices = new Map(field?.kind === "category" ? field.choices.map((c) => [c.value, c.label]) : []);
  return { attribute: field?.label ?? attribute, group: (group: string) => choices.get(group) ?? group };
}

const cell = "text-right align-top tabular-nums";

function RateCell({ rate }: { rate: Proportion | null }) {
  if (!rate) return <TableCell className={cell}>{words.noRows}</TableCell>;
  return (
    <TableCell className={cell}>
      <ValueInterval
        value={formatShare(rate.rate)}
        interval={words.range(formatShare(rate.low), formatShare(rate.high))}
        intervalLabel={words.intervalLabel}
      />
    </TableCell>
  );
}

function GapCell({ gap, group }: { gap: Gap | null; group: (group: string) => string }) {
  if (!gap) return <TableCell className={cell}>{words.undefinedInterval}</TableCell>;
  const defined = Number.isFinite(gap.low) && Number.isFinite(gap.high);
  return (
    <TableCell className={cell}>
      <ValueInterval
        value={words.gapPoints(formatPoints(gap.value))}
        interval={defined ? words.range(formatPoints(gap.low), formatPoints(gap.high)) : words.undefinedInterval}
        intervalLabel={words.intervalLabel}
      />
      <span className="block text-xs text-neutral-600">{words.gapGroups(group(gap.highest), group(gap.lowest))}</span>
    </TableCell>
  );
}

function AttributeTable({ report, fields }: { report: FairnessReport; fields: readonly KitFieldSpec[] }) {
  const names = namesOf(report.attribute, fields);
  const columns = words.fairnessColumns;
  const captionId = useId();
  // Five columns may not fit a phone: the table scrolls sideways, in a region a keyboard can reach.
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="mt-4 overflow-x-auto">
      <Table data-testid={`fairness-${report.attribute}`}>
        <TableCaption id={captionId} className="text-left">
          {words.fairnessCaption(names.attribute)}
        </TableCaption>
        <FiguresHeader
          first={columns.group}
          figures={[columns.positives, columns.tpr, columns.negatives, columns.fpr]}
        />
        <TableBody>
          {report.groups.map((group) => (
            <TableRow key={group.group}>
              <TableHead scope="row" className="font-normal">
                {names.group(group.group)}
              </TableHead>
              <TableCell className={cell}>{formatNumber(group.positives)}</TableCell>
              <RateCell rate={group.tpr} />
              <TableCell className={cell}>{formatNumber(group.negatives)}</TableCell>
              <RateCell rate={group.fpr} />
            </TableRow>
          ))}
          <TableRow className="border-0">
            <TableHead scope="row" className="font-normal">
              {words.gap}
            </TableHead>
            <TableCell />
            <GapCell gap={report.tprGap} group={names.group} />
            <TableCell />
            <GapCell gap={report.fprGap} group={names.group} />
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}

/** Where a gap's interval was drawn from fewer resamples than the rest (a group missing from some), how many. */
function resamplesNote(report: FairnessReport, resamples: number): string | null {
  const kept = Math.min(...[report.tprGap, report.fprGap].map((gap) => gap?.resamples ?? resamples));
  return kept < resamples ? words.resamplesKept(formatNumber(kept), formatNumber(resamples)) : null;
}

/**
 * The fairness gaps for the attributes model.ts names (`fairness`): per group the true- and false-positive rates at
 * the cut with their Wilson intervals, and the gap between the highest and the lowest group with its bootstrap
 * interval. With none named, one line says where to name them: the evaluation a classifier is expected to have
 * is missing, so the page says why rather than leave a reader (or the owner) to wonder.
 */
export function FairnessReportSection({
  evaluation,
  fields,
}: {
  evaluation: BinaryEvaluation;
  fields: readonly KitFieldSpec[];
}) {
  const { fairness, bootstrap } = evaluation;
  const example = (fields.find((field) => field.kind === "category") ?? fields[0])?.name ?? "field";
  return (
    <div className="mt-8" data-testid="fairness">
      <h3 className="text-lg font-semibold text-neutral-900">{words.fairnessTitle}</h3>
      {fairness.length === 0 ? (
        <p className="mt-2 text-neutral-700">
          {words.noAttribute} <code>{`fairness: ["${example}"]`}</code>
        </p>
      ) : (
        <>
          <p className="mt-2 text-neutral-700">
            {words.fairnessIntro(formatValue(evaluation.atCut.cut), formatShare(bootstrap.level))}
          </p>
          {fairness.map((report) => {
            const note = resamplesNote(report, bootstrap.resamples);
            return (
              <div key={report.attribute}>
                <AttributeTable report={report} fields={fields} />
                {note && <p className="mt-2 text-sm text-neutral-600">{note}</p>}
              </div>
            );
          })}
        </>
      )}
    </div>
  );
}
