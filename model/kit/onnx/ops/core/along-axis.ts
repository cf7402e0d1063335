import { allocate, numbersOf } from "../../tensor";
import { attrInt, defineOp } from "../op";
import { tensor } from "./elementwise";

/**
 * Softmax: until opset 13 the input is seen as a matrix, dimensions before `axis` (default 1) as rows and the
 * rest as columns; from 13 on it runs along the one `axis` (default −1). Both are the same on [N, C].
 */
export const Softmax = defineOp<{ axis: number; legacy: boolean }>({
  compile: (node) => ({ axis: attrInt(node, "axis", node.version < 13 ? 1 : -1), legacy: node.version < 13 }),
  run({ axis, legacy }, [x]) {
    const input = tensor(x, "input");
    const rank = input.dims.length;
    const a = axis < 0 ? axis + rank : axis;
    const values = numbersOf(input, "input");
    const out = allocate(input.type, input.dims);
    const z = out.data as typeof values;
    // Along one axis: `outer` blocks of `length × inner`, the axis stepping by `inner`.
    const length = legacy ? input.dims.slice(a).reduce((n, d) => n * d, 1) : input.dims[a]!;
    const inner = legacy ? 1 : input.dims.slice(a + 1).reduce((n, d) => n * d, 1);
    const outer = values.length / (length * inner);
    for (let o = 0; o < outer; o++) {
      for (let i = 0; i < inner; i++) {
        const start = o * length * inner + i;
        let max = -Infinity;
        for (let k = 0; k < length; k++) max = Math.max(max, values[start + k * inner]!);
        let sum = 0;
        for (let k = 0; k < length; k++) sum += Math.exp(values[start + k * inner]! - max);
        for (let k = 0; k < length; k++) z[start + k * inner] = Math.exp(values[start + k * inner]! - max) / sum;
      }
    }
    return [out];
  },
});

/** ArgMax (ai.onnx): the first largest index along `axis`, or the last with select_last_index (opset 12). */
export const ArgMax = defineOp<{ axis: number; keep: boolean; last: boolean }>({
  compile: (node) => ({
    axis: attrInt(node, "axis", 0),
    keep: attrInt(node, "keepdims", 1) === 1,
    last: attrInt(node, "select_last_index", 0) === 1,
  }),
  run({ axis, keep, last }, [x]) {
    const input = tensor(x, "data");
    const a = axis < 0 ? axis + input.dims.length : axis;
    const values = numbersOf(input, "data");
    const length = input.dims[a]!;
    const inner = input.dims.slice(a + 1).reduce((n, d) => n * d, 1);
    const outer = values.length / (length * inner);
    const dims = keep ? input.dims.map((d, i) => (i === a ? 1 : d)) : input.dims.filter((_, i) => i !== a);
    const out = allocate("int64", dims);
    const z = out.data as Float64Array;
    for (let o = 0; o < outer; o++) {
      for (let i = 0; i < inner; i++) {
        let best = 0;
        for (let k = 1; k < length; k++) {
          const v = values[o * length * inner + k * inner + i]!;
          const b = values[o * length * inner + best * inner + i]!;
          if (v > b || (last && v === b)) best = k;
        }
        z[o * inner + i] = best;
      }
    }
    return [out];
  },
});
