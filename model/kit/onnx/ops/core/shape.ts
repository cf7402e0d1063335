import { KitModelError } from "../../../kit-model-error";
import { allocate, isTensor, numbersOf, size, type Tensor } from "../../tensor";
import { attrInt, attrInts, constantInts, defineOp, nodeError } from "../op";
import { tensor } from "./elementwise";

/** Shape operators: they change dims only (data is shared, never copied), except Concat. */

function withDims(x: Tensor, dims: number[]): Tensor {
  if (size(dims) !== x.data.length) {
    throw new Error(`cannot view ${x.data.length} values as [${dims.join(", ")}]`);
  }
  return { ...x, dims };
}

function axisOf(axis: number, rank: number): number {
  const a = axis < 0 ? axis + rank : axis;
  if (a < 0 || a >= rank) throw new Error(`axis ${axis} is outside a tensor of rank ${rank}`);
  return a;
}

type ReshapeConfig = { shape: number[] | null; allowZero: boolean };

/** The target shape: an attribute before opset 5, an input from then on (a constant, or computed at run time). */
export const Reshape = defineOp<ReshapeConfig>({
  compile: (node) => ({
    shape: node.version < 5 ? attrInts(node, "shape") : node.constant(1) ? constantInts(node, 1, "shape")! : null,
    allowZero: attrInt(node, "allowzero", 0) === 1,
  }),
  run({ shape, allowZero }, [x, s]) {
    const input = tensor(x, "data");
    const target = shape ?? Array.from(numbersOf(tensor(s, "shape"), "shape"));
    // 0 copies the input's dimension (unless allowzero); one -1 takes what is left.
    const dims = target.map((d, i) => (d === 0 && !allowZero ? input.dims[i]! : d));
    const known = dims.reduce((n, d) => (d === -1 ? n : n * d), 1);
    return [
      withDims(
        input,
        dims.map((d) => (d === -1 ? input.data.length / known : d)),
      ),
    ];
  },
});

export const Flatten = defineOp<{ axis: number }>({
  compile: (node) => ({ axis: attrInt(node, "axis", 1) }),
  run({ axis }, [x]) {
    const input = tensor(x, "input");
    const a = axis < 0 ? axis + input.dims.length : axis;
    const outer = input.dims.slice(0, a).reduce((n, d) => n * d, 1);
    return [withDims(input, [outer, input.data.length / (outer || 1)])];
  },
});

/** Axes: an attribute before opset 13, a constant input from 13 on. */
function axes(node: Parameters<typeof attrInts>[0]): number[] | null {
  if (node.version < 13) return node.attrs["axes"] ? attrInts(node, "axes") : null;
  return constantInts(node, 1, "axes") ?? null;
}

export const Squeeze = defineOp<{ axes: number[] | null }>({
  compile: (node) => ({ axes: axes(node) }),
  run({ axes }, [x]) {
    const input = tensor(x, "data");
    const rank = input.dims.length;
    const drop = axes ? axes.map((a) => axisOf(a, rank)) : input.dims.flatMap((d, i) => (d === 1 ? [i] : []));
    return [
      withDims(
        input,
        input.dims.filter((_, i) => !drop.includes(i)),
      ),
    ];
  },
});

export const Unsqueeze = defineOp<{ axes: number[] }>({
  compile(node) {
    const found = axes(node);
    if (!found) throw nodeError(node, "Unsqueeze needs axes.");
    return { axes: found };
  },
  run({ axes }, [x]) {
    const input = tensor(x, "data");
    const rank = input.dims.length + axes.length;
    const added = axes.map((a) => axisOf(a, rank));
    const rest = [...input.dims];
    const dims = Array.from({ length: rank }, (_, i) => (added.includes(i) ? 1 : rest.shift()!));
    return [withDims(input, dims)];
  },
});

export const Concat = defineOp<{ axis: number }>({
  compile(node) {
    const axis = node.version < 4 ? attrInt(node, "axis", 1) : attrInt(node, "axis");
    if (node.inputs.length === 0) throw new KitModelError(`${node.where}: Concat has no inputs.`);
    return { axis };
  },
  run({ axis }, parts) {
    const inputs = parts.filter(isTensor);
    const first = inputs[0]!;
    const a = axisOf(axis, first.dims.length);
    const outer = first.dims.slice(0, a).reduce((n, d) => n * d, 1);
    const dims = [...first.dims];
    dims[a] = inputs.reduce((n, t) => n + t.dims[a]!, 0);
    const blocks = inputs.map((t) => t.data.length / outer);
    const width = blocks.reduce((n, b) => n + b, 0);
    const strings = first.type === "string";
    const data = strings
      ? new Array<string>(outer * width)
      : new (first.data.constructor as Float64ArrayConstructor)(outer * width);
    let offset = 0;
    inputs.forEach((t, k) => {
      if (t.type !== first.type) throw new Error(`Concat of ${first.type} and ${t.type}`);
      const block = blocks[k]!;
      for (let o = 0; o < outer; o++) {
        for (let j = 0; j < block; j++) data[o * width + offset + j] = t.data[o * block + j]!;
      }
      offset += block;
    });
    return [{ type: first.type, dims, data: data as Tensor["data"] }];
  },
});

/**
 * Transpose (not in the list, but exporters write it, torch's for a weight left unfolded): permutes
 * the axes, reversing them when no `perm` is given.
 */
export const Transpose = defineOp<{ perm: number[] | null }>({
  compile: (node) => ({ perm: node.attrs["perm"] ? attrInts(node, "perm") : null }),
  run({ perm }, [x]) {
    const input = tensor(x, "data");
    const rank = input.dims.length;
    const order = perm ?? input.dims.map((_, i) => rank - 1 - i);
    const dims = order.map((axis) => input.dims[axis]!);
    const strides = input.dims.map((_, i) => input.dims.slice(i + 1).reduce((n, d) => n * d, 1));
    const out = allocate(input.type, dims);
    const index = new Array<number>(rank).fill(0);
    for (let i = 0; i < out.data.length; i++) {
      let from = 0;
      for (let d = 0; d < rank; d++) from += index[d]! * strides[order[d]!]!;
      out.data[i] = input.data[from]!;
      for (let d = rank - 1; d >= 0 && ++index[d]! === dims[d]; d--) index[d] = 0;
    }
    return [out];
  },
});
