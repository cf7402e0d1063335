import { ArgMax, Softmax } from "./core/along-axis";
import { Cast } from "./core/cast";
import { Add, Clip, Div, Identity, Mul, Relu, Sigmoid, Sub, Tanh } from "./core/elementwise";
import { Gemm, MatMul } from "./core/matrix";
import { Concat, Flatten, Reshape, Squeeze, Transpose, Unsqueeze } from "./core/shape";
import { LabelEncoder, OneHotEncoder, ZipMap } from "./ml/ml-encoders";
import { LinearClassifier, LinearRegressor } from "./ml/ml-linear";
import { ArrayFeatureExtractor, Binarizer, Imputer, Normalizer, Scaler } from "./ml/ml-preprocess";
import { TreeEnsembleClassifier } from "./ml/ml-tree-classifier";
import { TreeEnsemble } from "./ml/ml-tree-ensemble-v5";
import { TreeEnsembleRegressor } from "./ml/ml-trees";
import type { OpDefinition } from "./op";

/**
 * The operators the kit evaluates, by domain. Together they cover what skl2onnx, onnxmltools and
 * torch.onnx.export write for tabular models; anything else stops the build (Constant is folded at build time
 * and never runs).
 */
export const OPERATORS = {
  "ai.onnx": {
    Add,
    ArgMax,
    Cast,
    Clip,
    Concat,
    Div,
    Flatten,
    Gemm,
    Identity,
    MatMul,
    Mul,
    Relu,
    Reshape,
    Sigmoid,
    Softmax,
    Squeeze,
    Sub,
    Tanh,
    Transpose,
    Unsqueeze,
  },
  "ai.onnx.ml": {
    ArrayFeatureExtractor,
    Binarizer,
    Imputer,
    LabelEncoder,
    LinearClassifier,
    LinearRegressor,
    Normalizer,
    OneHotEncoder,
    Scaler,
    TreeEnsemble,
    TreeEnsembleClassifier,
    TreeEnsembleRegressor,
    ZipMap,
  },
} satisfies Record<string, Record<string, OpDefinition>>;

export type OpDomain = keyof typeof OPERATORS;

export function operator(domain: string, op: string): OpDefinition | undefined {
  const ops: Record<string, OpDefinition> | undefined = OPERATORS[domain as OpDomain];
  return ops && Object.hasOwn(ops, op) ? ops[op] : undefined;
}

/** "ai.onnx: Add, ArgMax, …; ai.onnx.ml: …", for the error that names an unsupported operator. */
export function supportedList(): string {
  return Object.entries(OPERATORS)
    .map(
      ([domain, ops]) =>
        `${domain}: ${[...Object.keys(ops), ...(domain === "ai.onnx" ? ["Constant"] : [])].sort().join(", ")}`,
    )
    .join("; ");
}
