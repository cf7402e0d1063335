/**
 * What only a prediction needs, loaded on the first Predict (lazy.ts): the model itself (its "virtual:models/serving"
 * chunk), the one scorer the server and the Worker use too (model/kit/serving/kit-scorer.ts), and the API's rules
 * for reading an input.
 */
import { modelServing } from "virtual:models";

import type { KitPrediction } from "#model/kit/serving/contract";
import { kitScorer, type KitScorer } from "#model/kit/serving/kit-scorer";
import { readKitCells } from "#model/kit/serving/request";
import type { KitSpec } from "#model/kit/serving/served-model";
import { whatIf, type WhatIf } from "#model/kit/serving/what-if";

import type { FormValues } from "./form-values";

export type Scored = { prediction: KitPrediction; whatIf: WhatIf } | { invalid: string };

const scorers = new Map<string, Promise<KitScorer>>();

/** The model's scorer, loaded once per page. */
function scorerOf(id: string): Promise<KitScorer> {
  let scorer = scorers.get(id);
  if (!scorer) {
    const load = modelServing[id];
    if (!load) throw new Error(`No model "${id}" in this build.`);
    scorer = load().then(({ served }) => kitScorer(served));
    scorers.set(id, scorer);
  }
  return scorer;
}

/**
 * Scores the form's values as POST /api/models/<id>/predict would (the same reading of each field, the same
 * answer, explained always: sampled when the model is neither trees nor additive) with its what-if curves (one
 * batch per numeric field), or names the first field the API would refuse.
 */
export async function scoreForm(spec: KitSpec, values: FormValues): Promise<Scored> {
  const row = readKitCells(
    spec,
    spec.fields.map((field) => values[field.name]),
  );
  if (typeof row === "string") {
    const field = spec.fields.find((candidate) => row.startsWith(`${candidate.name}:`));
    return { invalid: field?.name ?? spec.fields[0]!.name };
  }
  const scorer = await scorerOf(spec.id);
  return { prediction: scorer.answer([row], "always")[0]!, whatIf: whatIf(spec, scorer.predictor, row) };
}
