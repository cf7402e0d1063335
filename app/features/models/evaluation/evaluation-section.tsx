import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { formatNumber } from "#app/lib/format";
import { modelEvaluationWords as words } from "#app/words/models";
import type { Proportion } from "#model/card/figures";
import type { KitEvaluation } from "#model/kit/evaluation/evaluate";
import type { Estimate } from "#model/kit/evaluation/intervals";
import type { KitCard, KitFieldSpec } from "#model/kit/serving/served-model";

import { formatShare, formatValue } from "../format";
import { SectionTitle } from "../section-title";
import { BinaryFigures } from "./binary-figures";
import { ResidualFigure } from "./residual-figure";

type Figure = { name: keyof typeof words.figures; note?: string } & (
  { kind: "estimate"; estimate: Estimate } | { kind: "rate"; rate: Proportion }
);

/** The headline figures of the card's evaluation, by task, in the order the card gives them. */
export function evaluationFigures(evaluation: KitCard["evaluation"]): Figure[] {
  const estimate = (name: Figure["name"], value: Estimate): Figure => ({ name, kind: "estimate", estimate: value });
  if (evaluation.task === "regression") {
    return [estimate("mae", evaluation.mae), estimate("rmse", evaluation.rmse), estimate("r2", evaluation.r2)];
  }
  if (evaluation.task === "multiclass") {
    return [
      { name: "accuracy", kind: "rate", rate: evaluation.accuracy },
      estimate("logLoss", evaluation.logLoss),
      estimate("macroAuc", evaluation.macroAuc),
    ];
  }
  const { atCut } = evaluation;
  const note = words.atCut(formatValue(atCut.cut));
  const rate = (name: Figure["name"], value: Proportion | null): Figure[] =>
    value ? [{ name, kind: "rate", rate: value, note }] : [];
  return [
    estimate("auc", evaluation.auc),
    estimate("averagePrecision", evaluation.averagePrecision),
    estimate("brier", evaluation.brier),
    ...rate("accuracy", atCut.accuracy),
    ...rate("tpr", atCut.tpr),
    ...rate("fpr", atCut.fpr),
    ...rate("precision", atCut.precision),
  ];
}

/** A figure's value and its interval, as the table shows them: rates as percentages, scores as numbers. */
function figureCells(figure: Figure): [value: string, interval: string] {
  if (figure.kind === "rate") {
    const { rate, low, high } = figure.rate;
    return [formatShare(rate), `${formatShare(low)} – ${formatShare(high)}`];
  }
  const { value, low, high } = figure.estimate;
  const defined = Number.isFinite(low) && Number.isFinite(high);
  return [formatValue(value), defined ? `${formatValue(low)} – ${formatValue(high)}` : words.undefinedInterval];
}

// The level of a rate's Wilson interval (model/uncertainty/intervals.ts's Z_95).
const WILSON_LEVEL = 0.95;

function ConformalCoverage({ conformal, task }: Pick<KitCard, "conformal" | "task">) {
  const { coverage } = conformal;
  const what = words.conformalKinds[task === "regression" ? "regression" : "classification"];
  return (
    <div className="mt-8">
      <h3 className="text-lg font-semibold text-neutral-900">{words.coverageTitle}</h3>
      <p className="mt-2 text-neutral-700" data-testid="conformal-coverage">
        {words.coverage(
          what,
          formatShare(conformal.level),
          formatShare(coverage.rate),
          formatNumber(coverage.count),
          formatNumber(coverage.of),
          formatShare(WILSON_LEVEL),
          formatShare(coverage.low),
          formatShare(coverage.high),
        )}
      </p>
      {conformal.threshold === null && <p className="mt-2 font-medium text-warning-800">{words.unbounded}</p>}
      <p className="mt-2 text-sm text-neutral-600">
        {words.calibration(
          formatNumber(conformal.calibrationRows),
          formatShare(conformal.calibrationShare),
          conformal.seed,
        )}
      </p>
    </div>
  );
}

/**
 * The evaluation the build made on test.csv: each headline figure with its interval, a classifier's curves and
 * fairness (binary-figures.tsx) or the residuals (static SVG and tables), and the conformal coverage.
 */
export function EvaluationSection({
  card,
  curves,
  fields = [],
}: {
  card: KitCard;
  curves?: KitEvaluation;
  /** The form's fields, whose labels name a fairness report's attributes and groups. */
  fields?: readonly KitFieldSpec[];
}) {
  const { evaluation } = card;
  return (
    <section aria-labelledby="model-evaluation">
      <SectionTitle
        id="model-evaluation"
        title={words.title}
        intro={words.intro(
          formatNumber(evaluation.rows),
          formatShare(evaluation.bootstrap.level),
          formatNumber(evaluation.bootstrap.resamples),
        )}
      />
      <Table className="mt-6" data-testid="evaluation-figures">
        <TableHeader>
          <TableRow>
            <TableHead scope="col">{words.figure}</TableHead>
            <TableHead scope="col" className="text-right">
              {words.value}
            </TableHead>
            <TableHead scope="col" className="text-right">
              {words.interval(formatShare(evaluation.bootstrap.level))}
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {evaluationFigures(evaluation).map((figure) => {
            const [value, interval] = figureCells(figure);
            return (
              <TableRow key={figure.name}>
                <TableHead scope="row" className="font-normal">
                  {words.figures[figure.name]}
                  {figure.note && <span className="text-neutral-600"> ({figure.note})</span>}
                </TableHead>
                <TableCell className="text-right tabular-nums">{value}</TableCell>
                <TableCell className="text-right tabular-nums">{interval}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {curves?.task === "binary" && <BinaryFigures evaluation={curves} fields={fields} />}
      {curves?.task === "regression" && <ResidualFigure evaluation={curves} />}
      <ConformalCoverage conformal={card.conformal} task={card.task} />
    </section>
  );
}
