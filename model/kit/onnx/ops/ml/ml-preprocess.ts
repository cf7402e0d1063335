import { allocate, numbersOf, type Tensor } from "../../tensor";
import { map, tensor } from "../core/elementwise";
import { attrFloat, attrFloats, attrInt, attrInts, attrString, defineOp, nodeError } from "../op";

/**
 * ai.onnx.ml's column-wise preprocessing, as scikit-learn's transformers export: Scaler, Imputer, Binarizer
 * (per column), Normalizer (per row) and ArrayFeatureExtractor (picks columns).
 */

/** A per-column parameter (one value per column, or one for all). */
function perColumn(values: number[], i: number, width: number): number {
  return values.length === 1 ? values[0]! : values[i % width]!;
}

function toFloat(x: Tensor): Tensor {
  const values = numbersOf(x, "X");
  return x.type === "float" ? x : { type: "float", dims: x.dims, data: Float32Array.from(values) };
}

/** Y = (X − offset) · scale, as float. */
export const Scaler = defineOp<{ offset: number[]; scale: number[] }>({
  compile: (node) => ({ offset: attrFloats(node, "offset", [0]), scale: attrFloats(node, "scale", [1]) }),
  run({ offset, scale }, [x]) {
    const input = tensor(x, "X");
    const width = input.dims[input.dims.length - 1] ?? 1;
    const values = numbersOf(input, "X");
    const out = allocate("float", input.dims);
    const z = out.data as Float32Array;
    for (let i = 0; i < values.length; i++)
      z[i] = (values[i]! - perColumn(offset, i, width)) * perColumn(scale, i, width);
    return [out];
  },
});

/**
 * Replaces `replaced_value` (NaN for scikit-learn's SimpleImputer on floats) with a per-column value. NaN is
 * kept as a flag: JSON has no NaN.
 */
export const Imputer = defineOp<{ values: number[]; replaced: number; nan: boolean }>({
  compile(node) {
    const floats = node.attrs["imputed_value_floats"];
    const values = floats ? attrFloats(node, "imputed_value_floats") : attrInts(node, "imputed_value_int64s", []);
    if (values.length === 0) throw nodeError(node, "has no imputed values.");
    const replaced = floats ? attrFloat(node, "replaced_value_float", 0) : attrInt(node, "replaced_value_int64", 0);
    return { values, replaced: Number.isNaN(replaced) ? 0 : replaced, nan: Number.isNaN(replaced) };
  },
  run({ values, replaced, nan }, [x]) {
    const input = tensor(x, "X");
    const width = input.dims[input.dims.length - 1] ?? 1;
    let i = 0;
    return [
      map(input, (v) => {
        const column = i++;
        return (nan ? v !== v : v === replaced) ? perColumn(values, column, width) : v;
      }),
    ];
  },
});

export const Binarizer = defineOp<{ threshold: number }>({
  compile: (node) => ({ threshold: attrFloat(node, "threshold", 0) }),
  run: ({ threshold }, [x]) => [map(tensor(x, "X"), (v) => (v > threshold ? 1 : 0))],
});

type Norm = "MAX" | "L1" | "L2";

/** Each row divided by its largest value, its sum of absolute values, or its Euclidean length (a zero row stays). */
export const Normalizer = defineOp<{ norm: Norm }>({
  compile(node) {
    const norm = attrString(node, "norm", "MAX");
    if (norm !== "MAX" && norm !== "L1" && norm !== "L2") throw nodeError(node, `norm "${norm}" is not MAX, L1 or L2.`);
    return { norm };
  },
  run({ norm }, [x]) {
    const out = toFloat(tensor(x, "X"));
    const input = numbersOf(out, "X");
    const width = out.dims[out.dims.length - 1] ?? input.length;
    const z = Float32Array.from(input);
    for (let start = 0; start < z.length; start += width) {
      let d = norm === "MAX" ? -Infinity : 0;
      for (let k = start; k < start + width; k++) {
        const v = z[k]!;
        d = norm === "MAX" ? Math.max(d, v) : norm === "L1" ? d + Math.abs(v) : d + v * v;
      }
      if (norm === "L2") d = Math.sqrt(d);
      if (d !== 0) for (let k = start; k < start + width; k++) z[k] = z[k]! / d;
    }
    return [{ type: "float", dims: out.dims, data: z }];
  },
});

/** Picks columns (the last axis) by index: skl2onnx's way of giving each transformer its columns. */
export const ArrayFeatureExtractor = defineOp<null>({
  compile: () => null,
  run(_, [x, y]) {
    const input = tensor(x, "X");
    const picked = Array.from(numbersOf(tensor(y, "Y"), "Y"));
    const width = input.dims[input.dims.length - 1] ?? 1;
    if (picked.some((p) => p < 0 || p >= width || !Number.isInteger(p))) {
      throw new Error(`ArrayFeatureExtractor: an index is outside 0…${width - 1}`);
    }
    const rows = input.data.length / width;
    const out = allocate(input.type, [...input.dims.slice(0, -1), picked.length]);
    for (let r = 0; r < rows; r++) {
      for (let j = 0; j < picked.length; j++) out.data[r * picked.length + j] = input.data[r * width + picked[j]!]!;
    }
    return [out];
  },
});
