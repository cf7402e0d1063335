import { useId, useMemo, useState } from "react";

import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { RadioGroup } from "#app/components/ui/radio-group";
import { whatIf as copy } from "#app/words/loan/what-if";
import { servingCard } from "#model/card/serving-card";
import { WHAT_IF_FIELDS, WHAT_IF_SPAN, whatIfCurve, type WhatIfCurve, type WhatIfField } from "#model/recourse/what-if";
import type { LoanApplication } from "#model/schema";
import { APPROVAL_THRESHOLD } from "#model/scorecard/scorecard";

import { missingChoices, type LoanFormState } from "../../form-state";
import { formatInteger, formatPercent, formatProbability } from "../../format";
import { ChartLegend } from "../chart-legend";
import { LoanCurveChart } from "./loan-curve-chart";

/** The slider's words for one point: the amount, then each model's answer there. */
export function readoutAt(curve: WhatIfCurve, index: number): string {
  const point = curve.points[index];
  if (!point) return "";
  const value = formatInteger(point.value);
  const probability = formatProbability(point.probability);
  return copy.readout(
    curve.field,
    value,
    index === curve.ownIndex,
    probability,
    point.trained,
    point.score,
    point.scorecard,
  );
}

/** What the chart shows, in words, from the curve: the ranges, and where each model's verdict holds. */
export function describeCurve(curve: WhatIfCurve): string {
  const first = curve.points[0];
  const last = curve.points.at(-1);
  if (!first || !last) return "";
  const runs = (model: keyof WhatIfCurve["runs"]) =>
    curve.runs[model].map((run) => ({ ...run, from: formatInteger(run.from), to: formatInteger(run.to) }));
  return copy.description(
    curve.field,
    { from: formatInteger(first.value), to: formatInteger(last.value), own: formatInteger(curve.own) },
    {
      from: formatProbability(first.probability),
      to: formatProbability(last.probability),
      cut: formatPercent(curve.cut),
      runs: runs("trained"),
    },
    { from: first.score, to: last.score, runs: runs("scorecard") },
  );
}

/**
 * What-if curves for the application just predicted: pick income or the loan amount, read the chart, and move a
 * native range input over the curve's points to hear each model's answer there. Shown under a verdict only, so
 * the form holds the application that was scored (any edit clears the verdict, and with it this section).
 */
export function WhatIfSection({ form }: { form: LoanFormState }) {
  const id = useId();
  const [field, setField] = useState<WhatIfField>("Income");
  const application = missingChoices(form).length === 0 ? (form as LoanApplication) : null;
  const curves = useMemo(
    () =>
      application &&
      (Object.fromEntries(
        WHAT_IF_FIELDS.map((name) => [
          name,
          whatIfCurve(application, name, servingCard.served, servingCard.dataLimits),
        ]),
      ) as Record<WhatIfField, WhatIfCurve>),
    [application],
  );
  const [index, setIndex] = useState(curves?.Income.ownIndex ?? 0);
  if (!curves) return null;
  const curve = curves[field];
  const readout = readoutAt(curve, index);

  function chooseField(next: WhatIfField) {
    setField(next);
    setIndex(curves?.[next].ownIndex ?? 0);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="lg:col-span-2" data-testid="what-if">
      <Card>
        <CardHeader>
          <CardTitle id={`${id}-title`}>{copy.title}</CardTitle>
          <CardDescription>{copy.intro(WHAT_IF_SPAN)}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-8 lg:grid-cols-2">
          <figure className="flex flex-col gap-3">
            <LoanCurveChart curve={curve} index={index} descriptionId={`${id}-description`} />
            <ChartLegend items={[{ model: "trained", label: copy.legendTrained }]} />
            <p className="text-xs text-neutral-600">{copy.legendMarks(formatPercent(curve.cut), APPROVAL_THRESHOLD)}</p>
            <figcaption id={`${id}-description`} className="text-sm text-neutral-700" data-testid="what-if-description">
              {describeCurve(curve)}
            </figcaption>
          </figure>
          <div className="flex flex-col gap-5">
            <RadioGroup
              legend={copy.fieldLegend}
              options={WHAT_IF_FIELDS}
              labels={copy.fields}
              selected={field}
              onChange={chooseField}
            />
            <div>
              <label htmlFor={`${id}-slider`} className="text-sm font-medium text-neutral-800">
                {copy.slider(field)}
              </label>
              <input
                id={`${id}-slider`}
                type="range"
                min={0}
                max={curve.points.length - 1}
                step={1}
                value={index}
                aria-valuetext={readout}
                onChange={(event) => setIndex(Number(event.target.value))}
                className="mt-2 w-full accent-accent-2-700"
              />
              <output
                htmlFor={`${id}-slider`}
                className="mt-2 block text-sm text-neutral-900"
                data-testid="what-if-readout"
              >
                {readout}
              </output>
            </div>
            <div>
              <Button variant="outline" size="sm" onClick={() => setIndex(curve.ownIndex)}>
                {copy.backToOwn}
              </Button>
            </div>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
