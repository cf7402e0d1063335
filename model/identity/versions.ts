import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

import type { ServingCard } from "../card/parts";
import type { BootstrapRefits } from "../card/refits";
import { SCORECARD_RULES } from "../scorecard/scorecard";

/**
 * `name@` and the first 12 hexadecimal digits of the SHA-256 of `content` as JSON (its keys in the order given):
 * a version that changes whenever anything the model computes with changes, and only then.
 */
export function contentVersion(name: string, content: unknown): string {
  return `${name}@${bytesToHex(sha256(utf8ToBytes(JSON.stringify(content)))).slice(0, 12)}`;
}

export type ModelVersions = { scorecard: string; trained: string };

/**
 * What decides whether an application lies outside the data, for both models' warnings: every limit and threshold
 * (model/card/data-limits.ts; its definition is words, not a figure), and the served design the leverage reads.
 */
function dataSupport(card: ServingCard) {
  const { definition: _words, ...limits } = card.dataLimits;
  const design = card.served.parameters.columns.map(({ weight: _weight, ...column }) => column);
  return { limits, design };
}

/**
 * The served models' versions: everything that changes an answer. The scorecard's hashes its rules (points and
 * cut), its calibration and the calibration's refits; the trained model's hashes its fields, empty-cell values,
 * columns (centre, scale and weight), intercept, cut and refits. Both hash the data's limits and the warnings'
 * thresholds, which decide their warnings and the trained model's abstention. Every answer reports them, and
 * GET /api/model and GET /api/health. Computed from the committed files each time the code starts, so a weight or
 * a threshold changed by hand changes the version.
 */
export function modelVersions(
  card: ServingCard,
  refits: BootstrapRefits,
  rules: typeof SCORECARD_RULES = SCORECARD_RULES,
): ModelVersions {
  const { parameters, cut } = card.served;
  const support = dataSupport(card);
  return {
    scorecard: contentVersion("scorecard", {
      rules,
      calibration: card.calibration,
      refits: refits.scorecard.coefficients,
      level: refits.level,
      support,
    }),
    trained: contentVersion("logistic-regression", {
      fields: parameters.fields,
      imputation: parameters.imputation,
      intercept: parameters.intercept,
      columns: parameters.columns,
      cut,
      refits: refits.trained,
      level: refits.level,
      support,
    }),
  };
}

const memo = new WeakMap<BootstrapRefits, WeakMap<ServingCard, ModelVersions>>();

/** modelVersions, hashed once per pair of files rather than on every answer. */
export function versionsOf(card: ServingCard, refits: BootstrapRefits): ModelVersions {
  let byCard = memo.get(refits);
  if (!byCard) memo.set(refits, (byCard = new WeakMap()));
  let versions = byCard.get(card);
  if (!versions) byCard.set(card, (versions = modelVersions(card, refits)));
  return versions;
}
