import type { DType, TensorJson } from "../../onnx-graph";
import { allocate, tensorFromJson, type Tensor } from "../../tensor";
import { tensor } from "../core/elementwise";
import {
  attrFloat,
  attrFloats,
  attrInt,
  attrInts,
  attrString,
  attrStrings,
  attrTensor,
  defineOp,
  nodeError,
  type NodeView,
} from "../op";

/** ai.onnx.ml's category operators: OneHotEncoder, LabelEncoder, ZipMap. */

/** A value as a category key: numbers and strings kept apart ("1" is not 1). */
function key(v: number | string): string {
  return typeof v === "number" ? `n${v}` : `s${v}`;
}

/**
 * One column per category, appended as a new last dimension, as float. A value outside the categories gives a
 * row of zeros (ONNX Runtime's zeros=1; with zeros=0 it would fail the request instead, which the kit never
 * lets happen at request time: the form and the API accept only the categories the test data shows).
 */
export const OneHotEncoder = defineOp<{ categories: (number | string)[] }, Map<string, number>>({
  compile(node) {
    const categories = node.attrs["cats_strings"]
      ? attrStrings(node, "cats_strings")
      : attrInts(node, "cats_int64s", []);
    if (categories.length === 0) throw nodeError(node, "has no categories (cats_strings or cats_int64s).");
    return { categories };
  },
  prepare: ({ categories }) => new Map(categories.map((c, i) => [key(c), i])),
  run(index, [x]) {
    const input = tensor(x, "X");
    const width = index.size;
    const out = allocate("float", [...input.dims, width]);
    const z = out.data as Float32Array;
    input.data.forEach((v, i) => {
      // float and double inputs are matched as integers, as the runtime casts them.
      const found = index.get(key(typeof v === "number" ? Math.trunc(v) : v));
      if (found !== undefined) z[i * width + found] = 1;
    });
    return [out];
  },
});

type LabelEncoderConfig = {
  keys: (number | string)[];
  values: (number | string)[];
  fallback: number | string;
  type: DType;
};

function labelTensor(node: NodeView, name: string): Tensor | undefined {
  const json: TensorJson | undefined = attrTensor(node, name);
  return json ? tensorFromJson(json) : undefined;
}

/**
 * Opset 1 maps strings to their index in classes_strings (or back); opset 2 any of keys_{strings,int64s,floats}
 * to values_{strings,int64s,floats}; opset 4 may give both as tensors.
 */
function compileLabelEncoder(node: NodeView): LabelEncoderConfig {
  if (node.version < 2) {
    const classes = attrStrings(node, "classes_strings");
    // The direction follows the input's type, known at run time: both tables are kept.
    return {
      keys: classes,
      values: classes.map((_, i) => i),
      fallback: attrInt(node, "default_int64", -1),
      type: "int64",
    };
  }
  const keysTensor = labelTensor(node, "keys_tensor");
  const valuesTensor = labelTensor(node, "values_tensor");
  const keys = keysTensor
    ? [...keysTensor.data]
    : node.attrs["keys_strings"]
      ? attrStrings(node, "keys_strings")
      : node.attrs["keys_int64s"]
        ? attrInts(node, "keys_int64s")
        : attrFloats(node, "keys_floats", []);
  const values = valuesTensor
    ? [...valuesTensor.data]
    : node.attrs["values_strings"]
      ? attrStrings(node, "values_strings")
      : node.attrs["values_int64s"]
        ? attrInts(node, "values_int64s")
        : attrFloats(node, "values_floats", []);
  if (keys.length !== values.length || keys.length === 0) {
    throw nodeError(node, `has ${keys.length} keys and ${values.length} values; they must pair up.`);
  }
  const type: DType = valuesTensor
    ? valuesTensor.type
    : node.attrs["values_strings"]
      ? "string"
      : node.attrs["values_int64s"]
        ? "int64"
        : "float";
  if ([...keys, ...values].some((v) => typeof v === "number" && !Number.isFinite(v))) {
    throw nodeError(node, "maps a NaN or infinite key or value, which the kit does not support.");
  }
  const defaultTensor = labelTensor(node, "default_tensor");
  const fallback = defaultTensor
    ? defaultTensor.data[0]!
    : type === "string"
      ? attrString(node, "default_string", "_Unused")
      : type === "int64"
        ? attrInt(node, "default_int64", -1)
        : attrFloat(node, "default_float", 0);
  return { keys, values, fallback, type };
}

type LabelEncoderState = LabelEncoderConfig & { forward: Map<string, number | string>; legacy: boolean };

export const LabelEncoder = defineOp<LabelEncoderConfig & { legacy: boolean }, LabelEncoderState>({
  compile: (node) => ({ ...compileLabelEncoder(node), legacy: node.version < 2 }),
  prepare: (config) => ({ ...config, forward: new Map(config.keys.map((k, i) => [key(k), config.values[i]!])) }),
  run(state, [x]) {
    const input = tensor(x, "X");
    if (state.legacy && input.type !== "string") {
      // Opset 1, int64 → string: the index into classes_strings.
      const out = allocate("string", input.dims);
      input.data.forEach((v, i) => ((out.data as string[])[i] = String(state.keys[v as number] ?? "_Unused")));
      return [out];
    }
    const out = allocate(state.type, input.dims);
    input.data.forEach((v, i) => {
      (out.data as (number | string)[])[i] = state.forward.get(key(v)) ?? state.fallback;
    });
    return [out];
  },
});

/** ZipMap turns probabilities into a map per row; the kit keeps the tensor and reads the labels from here. */
export const ZipMap = defineOp<{ labels: (number | string)[] }>({
  compile(node) {
    const labels = node.attrs["classlabels_strings"]
      ? attrStrings(node, "classlabels_strings")
      : attrInts(node, "classlabels_int64s", []);
    if (labels.length === 0) throw nodeError(node, "has no class labels.");
    return { labels };
  },
  run: ({ labels }, [x]) => [{ type: "map-sequence", labels, tensor: tensor(x, "X") }],
});
