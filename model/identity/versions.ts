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
 * The served models' versions: the scorecard's hashes its rules, its cut, its calibration and the calibration's
 * refits; the trained model's hashes its fields, empty-cell values, columns (centre, scale and weight), intercept,
 * cut and refits. Every answer reports them, and GET /api/model. Computed from the committed files each time
 * the code starts, so a weight changed by hand changes the version.
 */
export function modelVersions(card: ServingCard, refits: BootstrapRefits): ModelVersions {
  const { parameters, cut } = card.served;
  return {
    scorecard: contentVersion("scorecard", {
      rules: SCORECARD_RULES,
      calibration: card.calibration,
      refits: refits.scorecard.coefficients,
    }),
    trained: contentVersion("logistic-regression", {
      fields: parameters.fields,
      imputation: parameters.imputation,
      intercept: parameters.intercept,
      columns: parameters.columns,
      cut,
      refits: refits.trained,
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
