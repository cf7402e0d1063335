import { describe, expect, it } from "vitest";

import { runKit, runOrt, floatInput, toSixDecimals } from "#tests/support/kit/kit-op";

const out = [{ name: "y", type: "float" as const }];
const iota = (n: number) => Array.from({ length: n }, (_, i) => i);
const ints = (name: string, values: number[]) => ({ name, type: "int64" as const, dims: [values.length], values });

describe("shape operators", () => {
  it("Reshape: 0 keeps a dimension, −1 takes the rest; an attribute before opset 5", () => {
    const x = floatInput("x", [2, 3, 4], iota(24));
    const [y] = runKit({ op: "Reshape", inputs: ["x", "s"], outputs: ["y"] }, [x], out, {
      initializers: [ints("s", [0, -1])],
    });
    expect(y!.dims).toEqual([2, 12]);
    const [old] = runKit(
      { op: "Reshape", inputs: ["x"], outputs: ["y"], attrs: { shape: { ints: [4, -1] } } },
      [x],
      out,
      { opsets: { "": 4 } },
    );
    expect(old!.dims).toEqual([4, 6]);
    expect(old!.values).toEqual(iota(24));
  });

  it("Flatten at an axis, negative from opset 11", () => {
    const x = floatInput("x", [2, 3, 4], iota(24));
    for (const [axis, dims] of [
      [2, [6, 4]],
      [-1, [6, 4]],
      [0, [1, 24]],
      [1, [2, 12]],
    ] as const) {
      expect(
        runKit({ op: "Flatten", inputs: ["x"], outputs: ["y"], attrs: { axis: { int: axis } } }, [x], out)[0]!.dims,
      ).toEqual(dims);
    }
  });

  it("Squeeze and Unsqueeze: axes as an attribute before opset 13, as an input from 13", () => {
    const x = floatInput("x", [2, 1, 3, 1], iota(6));
    const squeeze = (opsets: Record<string, number>, node: object, initializers = [] as ReturnType<typeof ints>[]) =>
      runKit({ op: "Squeeze", inputs: ["x"], outputs: ["y"], ...node }, [x], out, { opsets, initializers })[0]!.dims;
    expect(squeeze({ "": 11 }, { attrs: { axes: { ints: [1] } } })).toEqual([2, 3, 1]);
    expect(squeeze({ "": 13 }, { inputs: ["x", "axes"] }, [ints("axes", [-1])])).toEqual([2, 1, 3]);
    expect(squeeze({ "": 13 }, {})).toEqual([2, 3]);
    const [up] = runKit(
      { op: "Unsqueeze", inputs: ["x", "axes"], outputs: ["y"] },
      [floatInput("x", [2, 3], iota(6))],
      out,
      {
        opsets: { "": 13 },
        initializers: [ints("axes", [0, 3])],
      },
    );
    expect(up!.dims).toEqual([1, 2, 3, 1]);
  });

  it("Transpose by a permutation, and reversed without one", () => {
    const x = floatInput("x", [2, 3], [1, 2, 3, 4, 5, 6]);
    expect(runKit({ op: "Transpose", inputs: ["x"], outputs: ["y"] }, [x], out)[0]).toEqual({
      dims: [3, 2],
      values: [1, 4, 2, 5, 3, 6],
    });
    const cube = floatInput("x", [2, 2, 2], iota(8));
    const [y] = runKit(
      { op: "Transpose", inputs: ["x"], outputs: ["y"], attrs: { perm: { ints: [1, 2, 0] } } },
      [cube],
      out,
    );
    // y[i][j][k] = x[k][i][j].
    expect(y).toEqual({ dims: [2, 2, 2], values: [0, 4, 1, 5, 2, 6, 3, 7] });
  });

  it("Concat along the first and the last axis, strings too", () => {
    const a = { name: "a", type: "string" as const, dims: [2, 1], values: ["p", "q"] };
    const b = { name: "b", type: "string" as const, dims: [2, 2], values: ["r", "s", "t", "u"] };
    const [y] = runKit(
      { op: "Concat", inputs: ["a", "b"], outputs: ["y"], attrs: { axis: { int: 1 } } },
      [a, b],
      [{ name: "y", type: "string" }],
    );
    expect(y).toEqual({ dims: [2, 3], values: ["p", "r", "s", "q", "t", "u"] });
    const [rows] = runKit(
      { op: "Concat", inputs: ["a", "b"], outputs: ["y"], attrs: { axis: { int: 0 } } },
      [floatInput("a", [1, 2], [1, 2]), floatInput("b", [2, 2], [3, 4, 5, 6])],
      out,
    );
    expect(rows).toEqual({ dims: [3, 2], values: [1, 2, 3, 4, 5, 6] });
  });

  it("Cast truncates towards zero, reads numbers from strings, writes integers as strings", () => {
    const x = floatInput("x", [1, 4], [2.7, -2.7, 0, 1e9]);
    expect(
      runKit(
        { op: "Cast", inputs: ["x"], outputs: ["y"], attrs: { to: { int: 7 } } },
        [x],
        [{ name: "y", type: "int64" }],
      )[0]!.values,
    ).toEqual([2, -2, 0, 1e9]);
    expect(
      runKit(
        { op: "Cast", inputs: ["x"], outputs: ["y"], attrs: { to: { int: 9 } } },
        [x],
        [{ name: "y", type: "bool" }],
      )[0]!.values,
    ).toEqual([1, 1, 0, 1]);
    const s = { name: "x", type: "string" as const, dims: [1, 2], values: ["3.5", "-1"] };
    expect(
      runKit({ op: "Cast", inputs: ["x"], outputs: ["y"], attrs: { to: { int: 1 } } }, [s], out)[0]!.values,
    ).toEqual([3.5, -1]);
    const n = { name: "x", type: "int64" as const, dims: [1, 2], values: [42, -7] };
    expect(
      runKit(
        { op: "Cast", inputs: ["x"], outputs: ["y"], attrs: { to: { int: 8 } } },
        [n],
        [{ name: "y", type: "string" }],
      )[0]!.values,
    ).toEqual(["42", "-7"]);
    // Before opset 6, `to` is the type's name.
    expect(
      runKit(
        { op: "Cast", inputs: ["x"], outputs: ["y"], attrs: { to: "INT64" } },
        [x],
        [{ name: "y", type: "int64" }],
        { opsets: { "": 5 } },
      )[0]!.values,
    ).toEqual([2, -2, 0, 1e9]);
  });
});

describe("Softmax and ArgMax", () => {
  // Logits ln 1, ln 3 | ln 2, ln 2: by pairs 1/4, 3/4 | 1/2, 1/2; as one row of four 1/8, 3/8, 2/8, 2/8.
  const x = floatInput("x", [1, 2, 2], [0, Math.log(3), Math.log(2), Math.log(2)]);

  it("runs along one axis from opset 13, over everything after `axis` before", () => {
    expect(
      toSixDecimals(
        runKit({ op: "Softmax", inputs: ["x"], outputs: ["y"] }, [x], out, { opsets: { "": 13 } })[0]!.values,
      ),
    ).toEqual([0.25, 0.75, 0.5, 0.5]);
    expect(
      toSixDecimals(
        runKit({ op: "Softmax", inputs: ["x"], outputs: ["y"] }, [x], out, { opsets: { "": 11 } })[0]!.values,
      ),
    ).toEqual([0.125, 0.375, 0.25, 0.25]);
    expect(
      toSixDecimals(
        runKit({ op: "Softmax", inputs: ["x"], outputs: ["y"], attrs: { axis: { int: 1 } } }, [x], out, {
          opsets: { "": 13 },
        })[0]!.values,
      ),
    ).toEqual([0.333333, 0.6, 0.666667, 0.4]);
  });

  it("ArgMax: the first largest, or the last with select_last_index; keepdims", () => {
    const v = floatInput("x", [2, 3], [1, 5, 5, 7, 2, 7]);
    const res = [{ name: "y", type: "int64" as const }];
    expect(runKit({ op: "ArgMax", inputs: ["x"], outputs: ["y"], attrs: { axis: { int: 1 } } }, [v], res)[0]).toEqual({
      dims: [2, 1],
      values: [1, 0],
    });
    expect(
      runKit(
        {
          op: "ArgMax",
          inputs: ["x"],
          outputs: ["y"],
          attrs: { axis: { int: 1 }, keepdims: { int: 0 }, select_last_index: { int: 1 } },
        },
        [v],
        res,
      )[0],
    ).toEqual({
      dims: [2],
      values: [2, 2],
    });
  });
});

describe("Gemm and MatMul", () => {
  it("Gemm with transA, alpha, beta and a full C, as onnxruntime computes it", async () => {
    const node = {
      op: "Gemm",
      inputs: ["a", "b", "c"],
      outputs: ["y"],
      attrs: { transA: { int: 1 }, alpha: 2, beta: 0.5 },
    };
    // Aᵀ = [[1, 3], [2, 4]]; Aᵀ·B = [[1+9, 2+12], [2+12, 4+16]] = [[10, 14], [14, 20]]; ·2 + C/2.
    const inputs = [
      floatInput("a", [2, 2], [1, 2, 3, 4]),
      floatInput("b", [2, 2], [1, 2, 3, 4]),
      floatInput("c", [2, 2], [2, 4, 6, 8]),
    ];
    expect(runKit(node, inputs, out)[0]).toEqual({ dims: [2, 2], values: [21, 30, 31, 44] });
    expect((await runOrt(node, inputs, out))[0]!.values).toEqual([21, 30, 31, 44]);
  });

  it("MatMul: a 1-D left operand, and a batch against one matrix", () => {
    const [vector] = runKit(
      { op: "MatMul", inputs: ["a", "b"], outputs: ["y"] },
      [floatInput("a", [3], [1, 2, 3]), floatInput("b", [3, 2], [1, 0, 0, 1, 1, 1])],
      out,
    );
    expect(vector).toEqual({ dims: [2], values: [4, 5] });
    const [batch] = runKit(
      { op: "MatMul", inputs: ["a", "b"], outputs: ["y"] },
      [floatInput("a", [2, 1, 2], [1, 2, 3, 4]), floatInput("b", [2, 2], [1, 1, 0, 1])],
      out,
    );
    expect(batch).toEqual({ dims: [2, 1, 2], values: [1, 3, 3, 7] });
  });

  it("multiplies 5 rows by 3 columns (the kernel's remainders) as onnxruntime does", async () => {
    const a = floatInput(
      "a",
      [5, 4],
      iota(20).map((v) => v / 7),
    );
    const b = floatInput(
      "b",
      [4, 3],
      iota(12).map((v) => (v - 5) / 3),
    );
    const node = { op: "MatMul", inputs: ["a", "b"], outputs: ["y"] };
    const ours = runKit(node, [a, b], out)[0]!.values as number[];
    const theirs = (await runOrt(node, [a, b], out))[0]!.values as number[];
    ours.forEach((v, i) => expect(Math.abs(v - theirs[i]!)).toBeLessThan(1e-5));
  });
});
