import { lazy, Suspense, useId, useRef, useState } from "react";

import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Input, Label, Select } from "#app/components/ui/input";
import { withData } from "#app/lib/islands/data-block";
import { useOnHydrate } from "#app/lib/islands/use-on-hydrate";
import { modelPredictorWords as words } from "#app/words/models";
import type { KitPrediction } from "#model/kit/serving/contract";
import { randomRow } from "#model/kit/serving/random-row";
import type { KitFieldSpec } from "#model/kit/serving/served-model";
import type { WhatIf } from "#model/kit/serving/what-if";

import { formatValue } from "../format";
import { type PredictorData, readPredictorData } from "../island-data";
import { type FormValues, initialValues, valuesFrom, valuesOfRow } from "./form-values";
import { PredictionResult } from "./prediction-result";
import { useShareLink } from "./use-share-link";

// The name of the example buttons' value in a submission: which example fills the form, or a random one.
const EXAMPLE = "example";
const RANDOM = "random";

/** What only a prediction needs, on the first Predict: the model and its scorer (score.ts). */
const loadScore = () => import("./score");
/** The what-if curves, shown under an answer only: they load with the scorer, on the first Predict. */
const loadWhatIf = () => import("./what-if-curves");
// A chunk that fails to load leaves the curves out; the answer above them stands.
const WhatIfCurves = lazy(() =>
  loadWhatIf().then(
    (module) => ({ default: module.WhatIfCurves }),
    () => ({ default: () => null }),
  ),
);

type Outcome = { prediction: KitPrediction; whatIf: WhatIf } | { problem: string } | null;

function FieldControl({
  field,
  id,
  value,
  onChange,
}: {
  field: KitFieldSpec;
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const hint = `${id}-hint`;
  const unit = field.kind === "number" && field.unit ? ` (${field.unit})` : "";
  const optional = field.kind === "number" && field.optional ? ` · ${words.optional}` : "";
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        {field.label}
        {unit}
        {optional && <span className="font-normal text-neutral-600">{optional}</span>}
      </Label>
      {field.kind === "category" ? (
        <Select id={id} name={field.name} value={value} onChange={(event) => onChange(event.target.value)}>
          {field.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      ) : (
        <>
          <Input
            id={id}
            name={field.name}
            type="number"
            inputMode="decimal"
            step={field.integer ? 1 : "any"}
            min={field.bounds.min ?? undefined}
            max={field.bounds.max ?? undefined}
            autoComplete="off"
            aria-describedby={hint}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <p id={hint} className="text-xs text-neutral-600">
            {words.dataRange(formatValue(field.data.min), formatValue(field.data.max))}
            {field.help && ` · ${field.help}`}
          </p>
        </>
      )}
    </div>
  );
}

/**
 * The model's form and its answer, scored in the browser by the same code as the API (score.ts, loaded on the first
 * Predict). Predict and the examples are submissions of one form action: React's prerendered script holds one made
 * before the island's code came and replays it once hydrated, and the action reads the values from the submission,
 * as the controls stood. A value typed before hydration is read into the state as the island hydrates.
 */
export function ModelPredictor({ data }: { data: PredictorData }) {
  const { spec, examples } = data;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>(() => initialValues(spec, examples));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);
  // Whether the visitor has changed the form (then a link no longer fills it, and the address follows it).
  const [changed, setChanged] = useState(false);
  const touched = useRef(false);
  const [fromLink, setFromLink] = useState(false);

  function edit(next: FormValues | ((current: FormValues) => FormValues)) {
    touched.current = true;
    setChanged(true);
    setFromLink(false);
    setValues(next);
  }

  useOnHydrate(() => {
    if (!form.current) return;
    const shown = valuesFrom(spec, new FormData(form.current));
    if (spec.fields.some((field) => shown[field.name] !== values[field.name])) edit(shown);
  });

  const query = useShareLink(spec, values, changed, (link) => {
    if (touched.current) return;
    setValues((current) => ({ ...current, ...link }));
    setFromLink(true);
  });

  function change(name: string, value: string) {
    edit((current) => ({ ...current, [name]: value }));
    setOutcome(null);
  }

  async function act(submission: FormData) {
    if (submission.has(EXAMPLE)) {
      const which = submission.get(EXAMPLE);
      const example = which === RANDOM ? { values: randomRow(spec.fields) } : examples[Number(which)];
      if (example) edit(valuesOfRow(spec, example.values));
      setOutcome(null);
      return;
    }
    const submitted = valuesFrom(spec, submission);
    setValues(submitted);
    setFromLink(false);
    setPending(true);
    try {
      // Fetched beside the scorer, not after it.
      loadWhatIf().catch(() => undefined);
      const { scoreForm } = await loadScore();
      const scored = await scoreForm(spec, submitted);
      if ("invalid" in scored) {
        const label = spec.fields.find((field) => field.name === scored.invalid)?.label ?? scored.invalid;
        setOutcome({ problem: words.invalid(label) });
      } else setOutcome(scored);
    } catch {
      setOutcome({ problem: words.failed });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle id={`${id}-title`}>{words.title}</CardTitle>
          <CardDescription>{words.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <form ref={form} aria-labelledby={`${id}-title`} noValidate action={act}>
            <div className="grid gap-4 sm:grid-cols-2">
              {spec.fields.map((field) => (
                <FieldControl
                  key={field.name}
                  field={field}
                  id={`${id}-${field.name}`}
                  value={values[field.name] ?? ""}
                  onChange={(value) => change(field.name, value)}
                />
              ))}
            </div>
            <div className="mt-6 flex flex-wrap gap-3">
              {examples.map((_, k) => (
                <Button key={k} type="submit" name={EXAMPLE} value={k} variant="outline" size="sm">
                  {words.exampleButton(k + 1)}
                </Button>
              ))}
              <Button type="submit" name={EXAMPLE} value={RANDOM} variant="outline" size="sm">
                {words.randomButton}
              </Button>
              <Button type="submit" variant="gradient" className="ml-auto" disabled={pending}>
                {pending ? words.predicting : words.predict}
              </Button>
            </div>
            {fromLink && (
              <p className="mt-4 text-sm text-neutral-700" role="status" data-testid="from-link">
                {words.fromLink}
              </p>
            )}
            <p className="mt-4 text-sm">
              <a href={`?${query}`} className="font-medium text-accent-800 underline" data-testid="share-link">
                {words.shareLink}
              </a>
            </p>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle id={`${id}-result`}>{words.resultTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <div role="status" aria-live="polite" aria-labelledby={`${id}-result`} data-testid="model-result">
            {outcome === null ? (
              <p className="text-neutral-600">{words.noResult}</p>
            ) : "problem" in outcome ? (
              <p className="font-medium text-danger-800">{outcome.problem}</p>
            ) : (
              <PredictionResult spec={spec} prediction={outcome.prediction} />
            )}
          </div>
        </CardContent>
      </Card>
      {outcome && "prediction" in outcome && (
        <Suspense fallback={null}>
          <WhatIfCurves spec={spec} prediction={outcome.prediction} whatIf={outcome.whatIf} />
        </Suspense>
      )}
    </div>
  );
}

/** The island as the browser hydrates it: its data from the page (../island-data.ts). */
export const predictorFromPage = () => withData(ModelPredictor, readPredictorData(document));
