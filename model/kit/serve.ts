import { KitModelError } from "./kit-model-error";
import type { Answer, InputBinding, ModelDescription } from "./model-description";
import { describeOnnx, readAsLogOdds } from "./onnx/describe-onnx";
import type { OnnxGraph } from "./onnx/onnx-graph";
import { onnxPredictor } from "./onnx/onnx-predictor";
import { type TreeEnsembleJson, treeEnsembleFromJson } from "./trees/tree-ensemble-json";
import type { KitPredictor } from "./types";
import type { XgboostAnswer } from "./xgboost/read-xgboost";
import { xgboostPredictor } from "./xgboost/xgboost-predictor";

/**
 * What serving needs of a compiled model, and nothing that reads model files: no protobuf here or below
 * (serve.test.ts checks), so the browser and Worker bundles stay small. Build code compiles with
 * model/kit/compiled.ts, which re-exports these.
 */

/**
 * An owner's model, compiled at build time: plain JSON (JSON.stringify round-trips it;
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
 * The model as it serves under `binding`: its description, with the binding's reading of one raw column as a binary
 * classifier's log-odds (content-pipeline/models/compile-model.ts decides it from test.csv's target) applied.
 */
export function describeBound(model: CompiledModel, binding: InputBinding): ModelDescription {
  const described = describeModel(model);
  return binding.answer?.kind === "scores" ? readAsLogOdds(described, binding.answer.classes) : described;
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
