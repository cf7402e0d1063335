import { KitModelError } from "./kit-model-error";
import { compileOnnxGraph } from "./onnx/compile-onnx";
import { DEFAULT_MAX_MODEL_BYTES, DEFAULT_MAX_TENSOR_ELEMENTS, mebibytes } from "./onnx/model-limits";
import type { CompiledModel } from "./serve";
import { treeEnsembleToJson } from "./trees/tree-ensemble-json";
import { readXgboost } from "./xgboost/read-xgboost";

/**
 * Build side: a model file → CompiledModel, or a KitModelError for its owner. This loads protobufjs; serving
 * imports model/kit/serve.ts instead. The serving functions are re-exported so that build code and tests
 * have one module to import.
 */
export { KitModelError } from "./kit-model-error";
export { DEFAULT_MAX_MODEL_BYTES, DEFAULT_MAX_TENSOR_ELEMENTS } from "./onnx/model-limits";
export { type CompiledModel, createPredictor, describeModel, suggestBinding } from "./serve";

export type CompileOptions = {
  /** The file's name in messages: its path from the repository's root, so the owner can find it. */
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
