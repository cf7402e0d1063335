import { describe, expect, it } from "vitest";

import { runKit, runOrt, floatInput } from "#tests/support/kit/kit-op";

const out = [{ name: "y", type: "float" as const }];

describe("arithmetic with broadcasting", () => {
  it("adds a row to every row, and an outer sum through the odometer", () => {
    const [row] = runKit(
      { op: "Add", inputs: ["a", "b"], outputs: ["y"] },
      [floatInput("a", [2, 3], [1, 2, 3, 4, 5, 6]), floatInput("b", [1, 3], [10, 20, 30])],
      out,
    );
    expect(row).toEqual({ dims: [2, 3], values: [11, 22, 33, 14, 25, 36] });
    const [outer] = runKit(
      { op: "Sub", inputs: ["a", "b"], outputs: ["y"] },
      [floatInput("a", [2, 1], [10, 20]), floatInput("b", [1, 3], [1, 2, 3])],
      out,
    );
    expect(outer).toEqual({ dims: [2, 3], values: [9, 8, 7, 19, 18, 17] });
  });

  it("divides integers towards zero, as onnxruntime does", async () => {
    const node = { op: "Div", inputs: ["a", "b"], outputs: ["y"] };
    const inputs = [
      { name: "a", type: "int64" as const, dims: [2, 2], values: [7, -7, 9, -1] },
      { name: "b", type: "int64" as const, dims: [2, 2], values: [2, 2, 4, 3] },
    ];
    const outputs = [{ name: "y", type: "int64" as const }];
    expect(runKit(node, inputs, outputs)[0]!.values).toEqual([3, -3, 2, 0]);
    expect((await runOrt(node, inputs, outputs))[0]!.values).toEqual([3, -3, 2, 0]);
  });

  it("before opset 7, broadcasts B from `axis` when asked", () => {
    const [y] = runKit(
      { op: "Mul", inputs: ["a", "b"], outputs: ["y"], attrs: { broadcast: { int: 1 }, axis: { int: 0 } } },
      [floatInput("a", [2, 3], [1, 2, 3, 4, 5, 6]), floatInput("b", [2], [10, 100])],
      out,
      { opsets: { "": 6 } },
    );
    expect(y!.values).toEqual([10, 20, 30, 400, 500, 600]);
  });
});

describe("activations and Clip", () => {
  it("Relu, Sigmoid and Tanh at points worked by hand", () => {
    const x = floatInput("x", [1, 3], [-2, 0, Math.log(3)]);
    expect(runKit({ op: "Relu", inputs: ["x"], outputs: ["y"] }, [x], out)[0]!.values).toEqual([
      0,
      0,
      Math.fround(Math.log(3)),
    ]);
    // σ(ln 3) = 3 / 4; tanh(ln 3) = (9 − 1) / (9 + 1).
    const sigmoid = runKit({ op: "Sigmoid", inputs: ["x"], outputs: ["y"] }, [x], out)[0]!.values as number[];
    expect(sigmoid.map((v) => Number(v.toFixed(6)))).toEqual([0.119203, 0.5, 0.75]);
    const tanh = runKit({ op: "Tanh", inputs: ["x"], outputs: ["y"] }, [x], out)[0]!.values as number[];
    expect(tanh.map((v) => Number(v.toFixed(6)))).toEqual([-0.964028, 0, 0.8]);
  });

  it("Clip: bounds as attributes before opset 11, as inputs after (either may be absent)", () => {
    const x = floatInput("x", [1, 4], [-5, 0.5, 2, 9]);
    const old = runKit({ op: "Clip", inputs: ["x"], outputs: ["y"], attrs: { min: 0, max: 1 } }, [x], out, {
      opsets: { "": 6 },
    });
    expect(old[0]!.values).toEqual([0, 0.5, 1, 1]);
    const onlyMax = runKit({ op: "Clip", inputs: ["x", "", "max"], outputs: ["y"] }, [x], out, {
      initializers: [{ name: "max", type: "float", dims: [], values: [2] }],
    });
    expect(onlyMax[0]!.values).toEqual([-5, 0.5, 2, 2]);
  });
});
