import { logistic } from "../../../trees/post-transform";
import { allocate, isTensor, numbersOf, type Tensor, type Value } from "../../tensor";
import { attrFloat, attrInt, defineOp, type NodeView } from "../op";
import { binary } from "./broadcast";

/** Element-wise operators of ai.onnx: arithmetic with broadcasting, activations, Clip, Identity. */

type Arithmetic = { legacyAxis: number | null };

/**
 * Before opset 7, Add/Sub/Mul/Div broadcast only when asked (broadcast=1), aligning B at `axis`; from 7 on,
 * NumPy's rules. The legacy alignment is kept as the axis to pad B's shape from.
 */
function compileArithmetic(node: NodeView): Arithmetic {
  if (node.version >= 7 || attrInt(node, "broadcast", 0) === 0) return { legacyAxis: null };
  return { legacyAxis: node.attrs["axis"] ? attrInt(node, "axis") : null };
}

function arithmetic(f: (x: number, y: number) => number, integer?: (x: number, y: number) => number) {
  return defineOp<Arithmetic>({
    compile: compileArithmetic,
    run({ legacyAxis }, [a, b]) {
      let right = tensor(b, "B");
      const left = tensor(a, "A");
      if (legacyAxis !== null) {
        const axis = legacyAxis < 0 ? legacyAxis + left.dims.length : legacyAxis;
        const trailing = left.dims.length - axis - right.dims.length;
        right = { ...right, dims: [...right.dims, ...new Array<number>(Math.max(0, trailing)).fill(1)] };
      }
      const isInteger = left.type === "int64" || left.type === "int32";
      return [binary(left, right, isInteger && integer ? integer : f)];
    },
  });
}

export const Add = arithmetic((x, y) => x + y);
export const Sub = arithmetic((x, y) => x - y);
export const Mul = arithmetic((x, y) => x * y);
// Integer division truncates towards zero, as C++ does in ONNX Runtime (+ 0: an integer has no −0).
export const Div = arithmetic(
  (x, y) => x / y,
  (x, y) => Math.trunc(x / y) + 0,
);

/**
 * Activations: each with its own loop (not one loop calling a function it is given), so that the engine
 * optimises each for the one function it calls; they run over every value of every hidden layer.
 */
export const Relu = defineOp<null>({
  compile: () => null,
  run(_, [x]) {
    const { out, from, to } = like(tensor(x, "X"));
    for (let i = 0; i < from.length; i++) to[i] = from[i]! > 0 ? from[i]! : 0;
    return [out];
  },
});

export const Sigmoid = defineOp<null>({
  compile: () => null,
  run(_, [x]) {
    const { out, from, to } = like(tensor(x, "X"));
    for (let i = 0; i < from.length; i++) to[i] = logistic(from[i]!);
    return [out];
  },
});

export const Tanh = defineOp<null>({
  compile: () => null,
  run(_, [x]) {
    const { out, from, to } = like(tensor(x, "X"));
    for (let i = 0; i < from.length; i++) to[i] = Math.tanh(from[i]!);
    return [out];
  },
});

function like(x: Tensor) {
  const from = numbersOf(x, "the input");
  const out = allocate(x.type, x.dims);
  return { out, from, to: out.data as typeof from };
}

export const Identity = defineOp<null>({
  compile: () => null,
  run: (_, [x]) => [x!],
});

/** Clip's bounds were attributes until opset 11 (float's largest magnitude when absent), inputs from then on. */
export const Clip = defineOp<{ min: number; max: number } | null>({
  compile: (node) =>
    node.version >= 11
      ? null
      : { min: attrFloat(node, "min", -3.4028234663852886e38), max: attrFloat(node, "max", 3.4028234663852886e38) },
  run(bounds, [x, low, high]) {
    const min = bounds ? bounds.min : isTensor(low) ? numbersOf(low, "min")[0]! : -Infinity;
    const max = bounds ? bounds.max : isTensor(high) ? numbersOf(high, "max")[0]! : Infinity;
    return [map(tensor(x, "X"), (v) => (v < min ? min : v > max ? max : v))];
  },
});

export function map(x: Tensor, f: (v: number) => number): Tensor {
  const input = numbersOf(x, "the input");
  const out = allocate(x.type, x.dims);
  const data = out.data as typeof input;
  for (let i = 0; i < input.length; i++) data[i] = f(input[i]!);
  return out;
}

export function tensor(value: Value | undefined, name: string): Tensor {
  if (!isTensor(value)) throw new Error(`input ${name} is missing or not a tensor`);
  return value;
}
