import { DATA_TYPES, type DType } from "../../onnx-graph";
import { allocate, type Tensor } from "../../tensor";
import { attrInt, attrString, defineOp, nodeError, type NodeView } from "../op";
import { tensor } from "./elementwise";

/** The type names Cast's `to` took before opset 6 (DATA_TYPES has the numbers since). */
const NAMES: Record<string, DType> = {
  FLOAT: "float",
  INT32: "int32",
  INT64: "int64",
  STRING: "string",
  BOOL: "bool",
  DOUBLE: "double",
};

function target(node: NodeView): DType {
  const to = node.version < 6 ? NAMES[attrString(node, "to")] : DATA_TYPES[attrInt(node, "to")];
  if (!to)
    throw nodeError(node, `casts to a type the kit does not hold (it holds ${Object.values(NAMES).join(", ")}).`);
  return to;
}

export const Cast = defineOp<{ to: DType }>({
  compile: (node) => ({ to: target(node) }),
  run: ({ to }, [x]) => [cast(tensor(x, "input"), to)],
});

export function cast(x: Tensor, to: DType): Tensor {
  if (x.type === to) return x;
  const out = allocate(to, x.dims);
  const from = x.data;
  const data = out.data;
  for (let i = 0; i < from.length; i++) {
    const v = from[i]!;
    if (to === "string") (data as string[])[i] = String(v);
    else {
      const n = typeof v === "string" ? (v.trim() === "" ? NaN : Number(v)) : v;
      // Float to integer truncates towards zero, as a C++ static_cast does.
      (data as Float64Array)[i] =
        to === "bool" ? (n !== 0 ? 1 : 0) : to === "int64" || to === "int32" ? Math.trunc(n) + 0 : n;
    }
  }
  return out;
}
