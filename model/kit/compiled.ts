import { KitModelError } from "./kit-model-error";
import type { Answer, InputBinding, ModelDescription } from "./model-description";
import { compileOnnxGraph, DEFAULT_MAX_MODEL_BYTES, DEFAULT_MAX_TENSOR_ELEMENTS, mebibytes } from "./onnx/compile-onnx";
import { describeOnnx } from "./onnx/describe-onnx";
import type { OnnxGraph } from "./onnx/onnx-graph";
import { onnxPredictor } from "./onnx/onnx-predictor";
import { type TreeEnsembleJson, treeEnsembleFromJson, treeEnsembleToJson } from "./trees/tree-ensemble-json";
import type { KitPredictor } from "./types";
import { readXgboost, type XgboostAnswer } from "./xgboost/read-xgboost";
import { xgboostPredictor } from "./xgboost/xgboost-predictor";

export { KitModelError } from "./kit-model-error";
export { DEFAULT_MAX_MODEL_BYTES, DEFAULT_MAX_TENSOR_ELEMENTS } from "./onnx/compile-onnx";

/**
 * A model from app/content/models/<id>/, compiled at build time: plain JSON (JSON.stringify round-trips it;
 * weights are base64), from which the same code scores in the browser, on Node and on Workers.
 */
export type CompiledModel =
  | { format: "onnx"; graph: OnnxGraph }
  | {
      format: "xgboost";
      objective: string;
      answer: XgboostAnswer;
      classCount: number;
      featureNames: string[] | null;
      ensemble: TreeEnsembleJson;
    };

export type CompileOptions = {
  /** The file's name in messages (e.g. "app/content/models/credit/model.onnx"). */
  file?: string;
  /** Largest model accepted, in bytes (the ONNX file; for XGBoost, the compiled model). */
  maxModelBytes?: number;
  /** Largest tensor accepted, in elements (ONNX). */
  maxTensorElements?: number;
};

/** ONNX bytes → CompiledModel; throws KitModelError for anything the kit cannot serve. */
export function compileOnnx(bytes: Uint8Array, options: CompileOptions = {}): CompiledModel {
  const graph = compileOnnxGraph(bytes, {
    file: options.file ?? "model.onnx",
    maxModelBytes: options.maxModelBytes ?? DEFAULT_MAX_MODEL_BYTES,
    maxTensorElements: options.maxTensorElements ?? DEFAULT_MAX_TENSOR_ELEMENTS,
  });
  return { format: "onnx", graph };
}

/** XGBoost's JSON (text, or already parsed) → CompiledModel; throws KitModelError as compileOnnx does. */
export function compileXgboost(json: unknown, options: CompileOptions = {}): CompiledModel {
  const file = options.file ?? "model.json";
  const parsed = typeof json === "string" ? parseXgboostText(json, file) : json;
  const model = readXgboost(parsed, file);
  const compiled: CompiledModel = {
    format: "xgboost",
    objective: model.objective,
    answer: model.answer,
    classCount: model.classCount,
    featureNames: model.featureNames,
    ensemble: treeEnsembleToJson(model.ensemble),
  };
  const size = JSON.stringify(compiled).length;
  const limit = options.maxModelBytes ?? DEFAULT_MAX_MODEL_BYTES;
  if (size > limit) {
    throw new KitModelError(
      `${file} compiles to ${mebibytes(size)}, over the kit's limit of ${mebibytes(limit)}, ` +
        "which keeps the site's Cloudflare Worker within the free plan's 3 MiB (compressed). Use fewer or shallower trees, " +
        "or, on a paid plan (10 MiB) or when serving from Node only, raise the maxModelBytes setting.",
    );
  }
  return compiled;
}

/**
 * XGBoost writes NaN and Infinity bare (categorical splits' conditions are NaN), which JSON.parse refuses:
 * they are read as null, so the error that follows names the real problem.
 */
function parseXgboostText(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    try {
      return JSON.parse(text.replace(/([[,:]\s*)-?(?:NaN|Infinity)(?=\s*[,\]}])/g, "$1null"));
    } catch {
      throw new KitModelError(
        `${file} is not JSON (${(error as Error).message}). Save it with Booster.save_model("model.json").`,
      );
    }
  }
}

export function describeModel(model: CompiledModel): ModelDescription {
  if (model.format === "onnx") return describeOnnx(model.graph);
  const ensemble = treeEnsembleFromJson(model.ensemble);
  const width = ensemble.featureCount;
  const classes = model.answer === "value" ? undefined : Array.from({ length: model.classCount }, (_, k) => k);
  const shape = (n: number) => ["N", n];
  return {
    format: "xgboost",
    inputs: [{ name: "features", type: "float", shape: shape(width) }],
    outputs: [{ name: "prediction", type: "float", shape: shape(model.answer === "value" ? 1 : ensemble.targetCount) }],
    task: classes ? "classifier" : "regressor",
    ...(classes ? { classes } : {}),
    answer: classes
      ? { tensor: "prediction", kind: "probabilities", classes }
      : { tensor: "prediction", kind: "values" },
    structure: {
      kind: "trees",
      ensemble,
      featureOfColumn: Array.from({ length: width }, (_, c) => c),
      answer: model.answer === "binary-probability" ? "binary-one-margin" : "per-target",
    },
    size: { trees: ensemble.roots.length, nodes: ensemble.feature.length, parameters: ensemble.feature.length },
  };
}

/**
 * The binding the model's inputs suggest: one input → its columns are the fields ("tensor"); several [N, 1]
 * inputs → one field each ("named"). Null when the inputs fit neither.
 */
export function suggestBinding(model: CompiledModel): InputBinding | null {
  const { inputs } = describeModel(model);
  const tensorTypes = ["float", "double", "int64", "int32", "bool", "string"] as const;
  const typed = inputs.flatMap((i) => (tensorTypes.includes(i.type as (typeof tensorTypes)[number]) ? [i] : []));
  if (typed.length !== inputs.length || typed.length === 0) return null;
  if (typed.length === 1) {
    const width = typed[0]!.shape?.[typed[0]!.shape.length - 1];
    return typeof width === "number" ? { mode: "tensor", input: typed[0]!.name, width } : null;
  }
  return { mode: "named", inputs: typed.map((i) => ({ name: i.name, type: i.type as (typeof tensorTypes)[number] })) };
}

/** A predictor for the model: rows of field values in, class probabilities or values out. */
export function createPredictor(model: CompiledModel, binding: InputBinding): KitPredictor {
  if (model.format === "xgboost") {
    const ensemble = treeEnsembleFromJson(model.ensemble);
    if (binding.mode !== "tensor" || binding.width !== ensemble.featureCount) {
      throw new KitModelError(
        `The XGBoost model reads ${ensemble.featureCount} features; test.csv gives ${binding.mode === "tensor" ? binding.width : binding.inputs.length} ` +
          "fields. Keep the training columns, in the training order, and the target.",
      );
    }
    return xgboostPredictor(ensemble, model.answer, binding.width);
  }
  const answer: Answer | null = binding.answer ?? describeOnnx(model.graph).answer;
  if (!answer) {
    throw new KitModelError(
      "The kit finds no output to answer with: no ZipMap, no classifier's probabilities, no one-column output. " +
        "Export the model with a probability or value output.",
    );
  }
  return onnxPredictor(model.graph, binding, answer);
}
