import { modelPredictorWords as words } from "#app/words/models";
import type { KitSpec } from "#model/kit/serving/served-model";
import type { ClassLabel } from "#model/kit/types";

/** A class as the model's pages name it: a binary model's positive class by its name, the other as "not" it. */
export function className(spec: Pick<KitSpec, "positiveClass">, label: ClassLabel): string {
  const positive = spec.positiveClass;
  if (!positive) return String(label);
  return String(label) === String(positive.label) ? positive.name : words.notPositive(positive.name);
}
