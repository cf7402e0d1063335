import { useId, useState } from "react";

import { OUTSIDE_SHADE, WhatIfChart } from "#app/components/charts/what-if-chart";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { RadioGroup } from "#app/components/ui/radio-group";
import { modelWhatIfWords as words } from "#app/words/model-what-if";
import type { KitPrediction } from "#model/kit/serving/contract";
import type { KitNumberFieldSpec, KitSpec } from "#model/kit/serving/served-model";
import type { WhatIf, WhatIfSweep } from "#model/kit/serving/what-if";

import { className } from "../class-name";
import { formatShare, formatValue } from "../format";

type Spec = Pick<KitSpec, "fields" | "positiveClass" | "target">;

/** How the curves' outputs read: as the prediction above writes them, so that the own point reads the same. */
function outputFormat(whatIf: WhatIf): { point: (output: number) => string; tick: (output: number) => string } {
  if (whatIf.output.kind === "probability") return { point: (p) => formatShare(p), tick: (p) => formatShare(p, 0) };
  return { point: (value) => formatValue(value, 4), tick: (value) => formatValue(value) };
}

/**
 * The y axis's span: 0–1 for a probability; for a value, every curve's range with a twentieth's room each side,
 * the same for all fields, so that a field that barely moves the answer draws a flat line.
 */
export function outputDomain(whatIf: WhatIf): [number, number] {
  if (whatIf.output.kind === "probability") return [0, 1];
  const outputs = whatIf.sweeps.flatMap((sweep) => sweep.points.map((point) => point.output));
  const [low, high] = [Math.min(...outputs), Math.max(...outputs)];
  const room = (high - low) / 20 || Math.max(Math.abs(low) / 20, 1);
  return [low - room, high + room];
}

/** How far a curve moves the answer: its highest output less its lowest. */
function swing(sweep: WhatIfSweep): number {
  const outputs = sweep.points.map((point) => point.output);
  return Math.max(...outputs) - Math.min(...outputs);
}

/** The stretches of a sweep beyond the test data's range. */
export function outsideRanges(sweep: WhatIfSweep): { from: number; to: number }[] {
  const { range, data } = sweep;
  return [
    ...(range.from < data.min ? [{ from: range.from, to: data.min }] : []),
    ...(range.to > data.max ? [{ from: data.max, to: range.to }] : []),
  ];
}

/** The chart in words, from the sweep: its range, where its output starts, ends, is lowest and highest, and the data's range. */
export function describeSweep(sweep: WhatIfSweep, field: string, measure: string, point: (o: number) => string) {
  const first = sweep.points[0]!;
  const last = sweep.points.at(-1)!;
  const low = sweep.points.reduce((best, p) => (p.output < best.output ? p : best));
  const high = sweep.points.reduce((best, p) => (p.output > best.output ? p : best));
  return words.description(
    field,
    measure,
    { from: formatValue(sweep.range.from), to: formatValue(sweep.range.to) },
    {
      from: point(first.output),
      to: point(last.output),
      low: point(low.output),
      lowAt: formatValue(low.value),
      high: point(high.output),
      highAt: formatValue(high.value),
    },
    { min: formatValue(sweep.data.min), max: formatValue(sweep.data.max) },
  );
}

/** The field's label with its unit, as the form names it: "Blood pressure (mm Hg)". */
function fieldName(field: KitNumberFieldSpec): string {
  return field.unit ? `${field.label} (${field.unit})` : field.label;
}

/**
 * What-if curves for the input just predicted: pick a numeric field, and read the model's answer across its
 * range, the own value marked and the stretches beyond the test data shaded. Shown under an answer only (any edit
 * of the form clears it), so the curves are always the scored input's.
 */
export function WhatIfCurves({ spec, prediction, whatIf }: { spec: Spec; prediction: KitPrediction; whatIf: WhatIf }) {
  const id = useId();
  const fields = new Map(
    spec.fields.flatMap((field) => (field.kind === "number" ? [[field.name, field] as const] : [])),
  );
  const sweeps = new Map(whatIf.sweeps.map((sweep) => [sweep.field, sweep]));
  const widest = whatIf.sweeps.reduce<WhatIfSweep | undefined>(
    (best, sweep) => (best && swing(best) >= swing(sweep) ? best : sweep),
    undefined,
  );
  const [chosen, setChosen] = useState(widest?.field ?? "");
  const sweep = sweeps.get(chosen);
  const field = fields.get(chosen);
  if (!sweep || !field) return null;

  const format = outputFormat(whatIf);
  const { output } = whatIf;
  const name = output.kind === "probability" ? className(spec, output.class) : spec.target;
  const axis = output.kind === "probability" ? words.axisProbability(name) : words.axisValue(name);
  const measure = output.kind === "probability" ? words.measureProbability(name) : words.measureValue(name);
  const cut = prediction.task === "binary" ? prediction.cut : undefined;
  const { range } = sweep;
  const label = fieldName(field);

  return (
    <section aria-labelledby={`${id}-title`} className="lg:col-span-2" data-testid="what-if">
      <Card>
        <CardHeader>
          <CardTitle id={`${id}-title`}>{words.title}</CardTitle>
          <CardDescription>{words.intro}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-8 lg:grid-cols-2">
          <figure className="flex flex-col gap-3">
            <WhatIfChart
              points={sweep.points}
              yDomain={outputDomain(whatIf)}
              xTicks={[0, 0.25, 0.5, 0.75, 1].map((t) => range.from + t * (range.to - range.from))}
              formatX={(value) => formatValue(value)}
              formatY={format.tick}
              xLabel={label}
              yLabel={axis}
              own={sweep.own && { value: sweep.own.value, label: words.ownMark }}
              outside={{ ranges: outsideRanges(sweep) }}
              level={cut === undefined ? undefined : { output: cut, label: words.cutMark(formatValue(cut)) }}
              marker={sweep.own}
              line={{ stroke: "stroke-accent-700" }}
              descriptionId={`${id}-description`}
            />
            <figcaption id={`${id}-description`} className="text-sm text-neutral-700" data-testid="what-if-description">
              {describeSweep(sweep, field.label, measure, format.point)}
            </figcaption>
          </figure>
          <div className="flex flex-col gap-5">
            <RadioGroup
              legend={words.fieldLegend}
              options={[...sweeps.keys()]}
              labels={Object.fromEntries([...fields].map(([key, f]) => [key, f.label]))}
              selected={chosen}
              onChange={setChosen}
            />
            <p className="font-medium text-neutral-900" data-testid="what-if-own">
              {sweep.own
                ? words.ownReadout(field.label, formatValue(sweep.own.value, 6), format.point(sweep.own.output))
                : words.ownEmpty(field.label)}
            </p>
            <ul className="flex flex-col gap-1.5 text-sm text-neutral-700">
              <li className="flex items-center gap-2">
                <span aria-hidden="true" className="inline-block h-1 w-6 shrink-0 rounded-full bg-accent-700" />
                {words.legendCurve(axis)}
              </li>
              <li>{words.legendOwn}</li>
              <li className="flex items-center gap-2">
                <span aria-hidden="true" className={`inline-block h-3 w-6 shrink-0 ${OUTSIDE_SHADE.swatch}`} />
                {words.legendOutside(formatValue(sweep.data.min), formatValue(sweep.data.max))}
              </li>
              {cut !== undefined && <li>{words.legendCut(formatValue(cut))}</li>}
              {prediction.task === "multiclass" && <li>{words.multiclassNote(name)}</li>}
            </ul>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
