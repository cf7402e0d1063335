import { formatList } from "#app/lib/format";
import { modelPredictorWords as words } from "#app/words/models";
import { FLAG_ONE_IN } from "#model/kit/data/out-of-data";
import type { KitPrediction } from "#model/kit/serving/contract";
import type { KitSpec } from "#model/kit/serving/served-model";

import { className } from "../class-name";
import { formatShare, formatValue } from "../format";

type Spec = Pick<KitSpec, "fields" | "positiveClass">;
type Warning = KitPrediction["warnings"][number];
type Explanation = NonNullable<KitPrediction["explanation"]>;

const labelOf = (spec: Spec, name: string) => spec.fields.find((field) => field.name === name)?.label ?? name;

/** One warning in the page's words (the answer's own message is the API's English). */
export function warningText(spec: Spec, warning: Warning): string {
  switch (warning.kind) {
    case "below-range":
    case "above-range":
      return words.warnings[warning.kind](labelOf(spec, warning.field), formatValue(warning.limit));
    case "unseen-choice":
      return words.warnings["unseen-choice"](labelOf(spec, warning.field), warning.value);
    case "joint-distance":
      return words.warnings["joint-distance"](
        formatValue(warning.distance),
        formatValue(warning.threshold),
        formatShare(1 / FLAG_ONE_IN),
      );
    case "unseen-combination":
      return words.warnings["unseen-combination"](formatList(warning.fields.map((field) => labelOf(spec, field))));
  }
}

/** A contribution with its sign, so that one pushing down reads as such: "+0.53", "−1.2". */
function signed(value: number): string {
  return value > 0 ? `+${formatValue(value)}` : formatValue(value);
}

function ExplanationList({ spec, explanation }: { spec: Spec; explanation: Explanation }) {
  const sorted = [...explanation.contributions].sort((a, b) => Math.abs(b.value) - Math.abs(a.value));
  const largest = Math.max(...sorted.map((contribution) => Math.abs(contribution.value)), Number.MIN_VALUE);
  const units = words.units[explanation.units];
  return (
    <div>
      <h4 className="font-semibold text-neutral-900">{words.explanationTitle}</h4>
      <p className="mt-1 text-sm text-neutral-700">
        {words.explanationLead(formatValue(explanation.base), formatValue(explanation.prediction), units)}
      </p>
      <ol className="mt-2 flex flex-col gap-1.5 text-sm" data-testid="contributions">
        {sorted.map((contribution) => (
          <li key={contribution.field} className="grid grid-cols-[minmax(0,10rem)_1fr_auto] items-center gap-3">
            <span className="truncate text-neutral-800">{labelOf(spec, contribution.field)}</span>
            <span className="h-2 rounded-full bg-neutral-100" aria-hidden="true">
              <span
                className={`block h-2 rounded-full ${contribution.value >= 0 ? "bg-accent-600" : "bg-accent-2-600"}`}
                style={{ width: `${(100 * Math.abs(contribution.value)) / largest}%` }}
              />
            </span>
            <span className="tabular-nums text-neutral-900">
              {signed(contribution.value)}
              {contribution.standardError !== undefined && (
                <span className="text-neutral-600">
                  {" "}
                  {words.standardError(formatValue(contribution.standardError))}
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-2 text-xs text-neutral-600">{words.methods[explanation.method]}</p>
    </div>
  );
}

function Classification({
  spec,
  prediction,
}: {
  spec: Spec;
  prediction: KitPrediction & { task: "binary" | "multiclass" };
}) {
  const { predictionSet } = prediction;
  return (
    <>
      <p className="text-lg" data-testid="verdict">
        <span className="font-medium text-neutral-700">{words.verdict}: </span>
        <strong className="text-neutral-900">{className(spec, prediction.verdict)}</strong>
        {prediction.cut !== undefined && (
          <span className="text-sm text-neutral-600"> ({words.atCut(formatValue(prediction.cut))})</span>
        )}
      </p>
      <div>
        <h4 className="font-semibold text-neutral-900">{words.probabilities}</h4>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 text-sm" data-testid="probabilities">
          {prediction.classes.map((label, k) => (
            <div key={String(label)} className="contents">
              <dt className="text-neutral-700">{className(spec, label)}</dt>
              <dd className="tabular-nums text-neutral-900">{formatShare(prediction.probabilities[k]!)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h4 className="font-semibold text-neutral-900">{words.predictionSet}</h4>
        <p className="mt-1 text-sm text-neutral-900" data-testid="prediction-set">
          {predictionSet.classes.length > 0
            ? formatList(predictionSet.classes.map((label) => className(spec, label)))
            : words.emptySet}
        </p>
        <p className="text-sm text-neutral-600">
          {words.setCoverage(formatShare(predictionSet.level), formatShare(predictionSet.coverage))}
        </p>
      </div>
    </>
  );
}

function Regression({ prediction }: { prediction: KitPrediction & { task: "regression" } }) {
  const { interval } = prediction;
  // A prediction to four digits: 142.5, where three would read as a whole number.
  const bound = (value: number | null) => (value === null ? words.unbounded : formatValue(value, 4));
  return (
    <>
      <p className="text-lg" data-testid="verdict">
        <span className="font-medium text-neutral-700">{words.value}: </span>
        <strong className="tabular-nums text-neutral-900">{formatValue(prediction.value, 4)}</strong>
      </p>
      <div>
        <h4 className="font-semibold text-neutral-900">{words.interval}</h4>
        <p className="mt-1 text-sm tabular-nums text-neutral-900" data-testid="prediction-interval">
          {words.intervalRange(bound(interval.low), bound(interval.high))}
        </p>
        <p className="text-sm text-neutral-600">
          {words.intervalCoverage(formatShare(interval.level), formatShare(interval.coverage))}
        </p>
      </div>
    </>
  );
}

/** The model's answer: the verdict or value, its set or interval with their coverage, the warnings, the explanation. */
export function PredictionResult({ spec, prediction }: { spec: Spec; prediction: KitPrediction }) {
  return (
    <div className="flex flex-col gap-5">
      {prediction.task === "regression" ? (
        <Regression prediction={prediction} />
      ) : (
        <Classification spec={spec} prediction={prediction} />
      )}
      {prediction.warnings.length > 0 && (
        <div className="rounded-lg border border-warning-400 bg-warning-50 p-3 text-sm text-warning-950">
          <h4 className="font-semibold">{words.warningsTitle}</h4>
          <ul className="mt-1 list-disc pl-5" data-testid="warnings">
            {prediction.warnings.map((warning, i) => (
              <li key={i}>{warningText(spec, warning)}</li>
            ))}
          </ul>
        </div>
      )}
      {prediction.explanation && <ExplanationList spec={spec} explanation={prediction.explanation} />}
    </div>
  );
}
