import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { cn } from "#app/lib/utils";
import { crossValidationSection as copy } from "#app/words/loan/evaluation";
import type { Bounds, Interval } from "#model/card/figures";
import type { EvaluatedId } from "#model/card/ids";
import type { CrossValidatedFigures } from "#model/card/model-card";
import type { ModelEvaluation } from "#model/card/parts";

import { formatDecimal, formatPercent } from "../../format";
import { formatCut, formatInterval } from "../evaluation-models";

const cell = "text-right tabular-nums align-top";
const percent = (value: number) => formatPercent(value, 1);

/**
 * A mean over the splits, its split-to-split 95 % interval on the line beneath and its sampling error under that
 * (each named for screen readers; the caption names them for everyone).
 */
function IntervalCell({
  interval,
  sampling,
  format,
}: {
  interval: Interval | null;
  sampling: Bounds | null;
  format: (value: number) => string;
}) {
  if (!interval || !sampling)
    return <TableCell className={cn(cell, "text-neutral-600")}>{copy.noProbability}</TableCell>;
  return (
    <TableCell className={cell}>
      {format(interval.mean)}
      <span className="block text-xs text-neutral-600">
        <span className="sr-only">{copy.intervalLabel} </span>
        {formatInterval(interval, format)}
      </span>
      <span className="block text-xs text-neutral-600">
        <span className="sr-only">{copy.samplingLabel} </span>
        <span aria-hidden="true">{copy.samplingPrefix}</span>{" "}
        {formatInterval({ mean: interval.mean, ...sampling }, format)}
      </span>
    </TableCell>
  );
}

function cutOf(id: EvaluatedId, cut: number): string {
  if (id === "scorecard") return formatCut("scorecard", { cut });
  if (id === "always-approve" || id === "credit-history-rule") return copy.baselineCuts[id];
  return formatCut("trained", { cut });
}

function nameOf(evaluation: ModelEvaluation, id: EvaluatedId): string {
  if (id === "scorecard") return copy.scorecardName;
  if (id === "all-fields" || id === "without-gender-married") return evaluation.trained.variants[id].label;
  if (id in copy.alternativeNames) return copy.alternativeNames[id as keyof typeof copy.alternativeNames];
  return copy.baselineNames[id as keyof typeof copy.baselineNames];
}

function Row({
  evaluation,
  id,
  figures,
}: {
  evaluation: ModelEvaluation;
  id: EvaluatedId;
  figures: CrossValidatedFigures;
}) {
  const served = id === evaluation.trained.served;
  return (
    <TableRow className={cn(served && "bg-accent-2-50")}>
      <TableHead scope="row" className="align-top text-neutral-800">
        {nameOf(evaluation, id)}
        {served && <span className="block text-xs font-normal text-accent-2-800">{copy.served}</span>}
      </TableHead>
      <TableCell className={cell}>{cutOf(id, figures.cut)}</TableCell>
      <IntervalCell interval={figures.accuracy} sampling={figures.samplingError.accuracy} format={percent} />
      <IntervalCell interval={figures.auc} sampling={figures.samplingError.auc} format={formatDecimal} />
      <IntervalCell interval={figures.brier} sampling={figures.samplingError.brier} format={formatDecimal} />
    </TableRow>
  );
}

/** Every model, alternative and baseline of the repeated cross-validation: means with both their intervals. */
export function CrossValidationTable({ evaluation }: { evaluation: ModelEvaluation }) {
  const cv = evaluation.crossValidation;
  const ids = Object.keys(cv.models) as EvaluatedId[];
  const isBaseline = (id: EvaluatedId) => id in copy.baselineNames;
  const isAlternative = (id: EvaluatedId) => id in copy.alternativeNames;
  const groups = [
    { name: copy.groups.models, ids: ids.filter((id) => !isBaseline(id) && !isAlternative(id)) },
    { name: copy.groups.alternatives, ids: ids.filter(isAlternative) },
    { name: copy.groups.baselines, ids: ids.filter(isBaseline) },
  ];
  return (
    <Table>
      <TableCaption className="font-normal text-neutral-600">
        {copy.caption(cv.folds, cv.repeats, cv.rows)}
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{copy.columns.model}</TableHead>
          {(["cut", "accuracy", "auc", "brier"] as const).map((column) => (
            <TableHead key={column} scope="col" className="text-right">
              {copy.columns[column]}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      {groups.map((group) => (
        <TableBody key={group.name}>
          <TableRow className="border-0">
            <TableHead scope="colgroup" colSpan={5} className="pt-3 pb-1 text-xs font-semibold text-neutral-600">
              {group.name}
            </TableHead>
          </TableRow>
          {group.ids.map((id) => (
            <Row key={id} evaluation={evaluation} id={id} figures={cv.models[id]} />
          ))}
        </TableBody>
      ))}
    </Table>
  );
}
