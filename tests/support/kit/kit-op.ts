import * as ort from "onnxruntime-node";

import { compileOnnx } from "#model/kit/compiled";
import type { DType } from "#model/kit/onnx/onnx-graph";
import { createGraphRunner } from "#model/kit/onnx/run-graph";
import { isTensor } from "#model/kit/onnx/tensor";
import { encodeModel, type NodeSpec, type TensorSpec } from "#model/kit/onnx/write-onnx";

/**
 * One operator, run by the kit and (where asked) by onnxruntime-node on the same inputs: for operator tests
 * whose expected values are worked by hand, and for the runtime's own conventions checked against it.
 */
export type OpInput = { name: string; type: DType; dims: number[]; values: number[] | string[] };

export type OpResult = { dims: number[]; values: (number | string)[] };

/** A float input of one operator's test. */
export const floatInput = (name: string, dims: number[], values: number[]): OpInput => ({
  name,
  type: "float",
  dims,
  values,
});
/** One float output named "y". */
export const FLOAT_OUT = [{ name: "y", type: "float" as const }];
/** The ai.onnx.ml domain, for an operator of it. */
export const ML = { domain: "ai.onnx.ml" };
/** Values to six decimals, for comparing float32 results written by hand. */
export const toSixDecimals = (values: (number | string)[]) => values.map((v) => Number((v as number).toFixed(6)));

function model(
  node: NodeSpec,
  inputs: OpInput[],
  outputs: { name: string; type: DType }[],
  opsets?: Record<string, number>,
  initializers: TensorSpec[] = [],
) {
  return encodeModel({
    nodes: [{ name: "op", ...node }],
    inputs: inputs.map(({ name, type, dims }) => ({ name, type, shape: dims })),
    outputs: outputs.map(({ name, type }) => ({ name, type, shape: null })),
    initializers,
    ...(opsets ? { opsets } : {}),
  });
}

export function runKit(
  node: NodeSpec,
  inputs: OpInput[],
  outputs: { name: string; type: DType }[],
  options: { opsets?: Record<string, number>; initializers?: TensorSpec[] } = {},
): OpResult[] {
  const compiled = compileOnnx(model(node, inputs, outputs, options.opsets, options.initializers));
  if (compiled.format !== "onnx") throw new Error("not onnx");
  const feeds = Object.fromEntries(
    inputs.map(({ name, type, dims, values }) => [
      name,
      {
        type,
        dims,
        data:
          type === "string"
            ? (values as string[])
            : type === "float"
              ? Float32Array.from(values as number[])
              : Float64Array.from(values as number[]),
      },
    ]),
  );
  return createGraphRunner(compiled.graph)
    .run(
      feeds,
      outputs.map((o) => o.name),
    )
    .map((value) => {
      const tensor = isTensor(value) ? value : value.tensor;
      return { dims: tensor.dims, values: Array.from(tensor.data as ArrayLike<number | string>) };
    });
}

const ORT_TYPES = {
  float: "float32",
  double: "float64",
  int64: "int64",
  int32: "int32",
  string: "string",
  bool: "bool",
} as const;

export async function runOrt(
  node: NodeSpec,
  inputs: OpInput[],
  outputs: { name: string; type: DType }[],
  options: { opsets?: Record<string, number>; initializers?: TensorSpec[] } = {},
): Promise<OpResult[]> {
  const session = await ort.InferenceSession.create(model(node, inputs, outputs, options.opsets, options.initializers));
  try {
    const feeds = Object.fromEntries(
      inputs.map(({ name, type, dims, values }) => {
        const data =
          type === "int64"
            ? BigInt64Array.from(values as number[], (v) => BigInt(v))
            : type === "float"
              ? Float32Array.from(values as number[])
              : type === "double"
                ? Float64Array.from(values as number[])
                : values;
        return [name, new ort.Tensor(ORT_TYPES[type], data as Float32Array, dims)];
      }),
    );
    const result = await session.run(
      feeds,
      outputs.map((o) => o.name),
    );
    return outputs.map(({ name }) => {
      const tensor = result[name]!;
      const data = tensor.data as ArrayLike<number | bigint | string>;
      return { dims: [...tensor.dims], values: Array.from(data, (v) => (typeof v === "bigint" ? Number(v) : v)) };
    });
  } finally {
    await session.release();
  }
}
