import {
  type FloatArrayJson,
  packFloats,
  packInt32,
  packUint8,
  unpackFloats,
  unpackInt32,
  unpackUint8,
} from "../base64";
import type { TreeAggregate, TreeEnsemble, TreePostTransform } from "./tree-ensemble";

/** A TreeEnsemble as plain JSON: its arrays as base64 (see model/kit/base64.ts). */
export type TreeEnsembleJson = {
  featureCount: number;
  targetCount: number;
  aggregate: TreeAggregate;
  postTransform: TreePostTransform;
  roundInputs: boolean;
  baseValues: number[];
  roots: string;
  feature: string;
  threshold: FloatArrayJson;
  mode: string;
  yes: string;
  no: string;
  missingYes: string;
  leafStart: string;
  leafTarget: string;
  leafWeight: FloatArrayJson;
  cover?: FloatArrayJson;
};

export function treeEnsembleToJson(e: TreeEnsemble): TreeEnsembleJson {
  return {
    featureCount: e.featureCount,
    targetCount: e.targetCount,
    aggregate: e.aggregate,
    postTransform: e.postTransform,
    roundInputs: e.roundInputs,
    baseValues: [...e.baseValues],
    roots: packInt32(e.roots),
    feature: packInt32(e.feature),
    threshold: packFloats(e.threshold),
    mode: packUint8(e.mode),
    yes: packInt32(e.yes),
    no: packInt32(e.no),
    missingYes: packUint8(e.missingYes),
    leafStart: packInt32(e.leafStart),
    leafTarget: packInt32(e.leafTarget),
    leafWeight: packFloats(e.leafWeight),
    ...(e.cover ? { cover: packFloats(e.cover) } : {}),
  };
}

export function treeEnsembleFromJson(json: TreeEnsembleJson): TreeEnsemble {
  return {
    featureCount: json.featureCount,
    targetCount: json.targetCount,
    aggregate: json.aggregate,
    postTransform: json.postTransform,
    roundInputs: json.roundInputs,
    baseValues: Float64Array.from(json.baseValues),
    roots: unpackInt32(json.roots),
    feature: unpackInt32(json.feature),
    threshold: unpackFloats(json.threshold),
    mode: unpackUint8(json.mode),
    yes: unpackInt32(json.yes),
    no: unpackInt32(json.no),
    missingYes: unpackUint8(json.missingYes),
    leafStart: unpackInt32(json.leafStart),
    leafTarget: unpackInt32(json.leafTarget),
    leafWeight: unpackFloats(json.leafWeight),
    ...(json.cover ? { cover: unpackFloats(json.cover) } : {}),
  };
}
