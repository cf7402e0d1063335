import { describe, expect, it } from "vitest";

import { KitModelError } from "../kit-model-error";
import { buildTreeEnsemble, type EnsembleHeader, type TreeSpec } from "./build-tree-ensemble";
import { applyPostTransform, logistic, probit } from "./post-transform";
import { SplitMode } from "./tree-ensemble";
import { treeEnsembleFromJson, treeEnsembleToJson } from "./tree-ensemble-json";
import { reachedLeaf, treeMargins } from "./tree-margins";

const header: EnsembleHeader = {
  featureCount: 2,
  targetCount: 1,
  aggregate: "sum",
  postTransform: "none",
  baseValues: [0.5],
  roundInputs: true,
};

// x0 <= 1 ? (x1 < 2 ? 10 : 20) : 30, missing x1 goes to 20.
const stump = (mode: SplitMode, missingYes = false): TreeSpec => ({
  root: 0,
  nodes: [
    { kind: "split", feature: 0, threshold: 1, mode: SplitMode.LEQ, yes: 1, no: 2, missingYes: false },
    { kind: "split", feature: 1, threshold: 2, mode, yes: 3, no: 4, missingYes },
    { kind: "leaf", weights: [[0, 30]] },
    { kind: "leaf", weights: [[0, 10]] },
    { kind: "leaf", weights: [[0, 20]] },
  ],
});
const where = (t: number) => `tree ${t}`;

describe("treeMargins", () => {
  it("walks each row down each tree, sums the leaves and adds the base value", () => {
    const e = buildTreeEnsemble(header, [stump(SplitMode.LT), stump(SplitMode.LT)], where);
    const rows = Float64Array.of(1, 1.5, 1, 2, 1.01, 0);
    // 2 × 10 + 0.5, 2 × 20 + 0.5 (2 < 2 fails), 2 × 30 + 0.5.
    expect([...treeMargins(e, rows, 3, 2)]).toEqual([20.5, 40.5, 60.5]);
  });

  it("compares float32(x) with the threshold, as ONNX Runtime does with float inputs", () => {
    const e = buildTreeEnsemble(header, [stump(SplitMode.LT)], where);
    // 1.00000001 rounds to float32 1, which is <= 1; as a double it is not.
    expect([...treeMargins(e, Float64Array.of(1.00000001, 0), 1, 2)]).toEqual([10.5]);
    const exact = buildTreeEnsemble({ ...header, roundInputs: false }, [stump(SplitMode.LT)], where);
    expect([...treeMargins(exact, Float64Array.of(1.00000001, 0), 1, 2)]).toEqual([30.5]);
  });

  it("sends a missing value its node's way, and `no` where the node does not track it", () => {
    const tracked = buildTreeEnsemble(header, [stump(SplitMode.LT, true)], where);
    const untracked = buildTreeEnsemble(header, [stump(SplitMode.LT, false)], where);
    const mixed = buildTreeEnsemble(header, [stump(SplitMode.GTE, true)], where);
    const row = Float64Array.of(0, NaN);
    expect([...treeMargins(tracked, row, 1, 2)]).toEqual([10.5]);
    expect([...treeMargins(untracked, row, 1, 2)]).toEqual([20.5]);
    expect([...treeMargins(mixed, row, 1, 2)]).toEqual([10.5]);
  });

  it("reads each mode as ONNX defines it", () => {
    const at = (mode: SplitMode, x1: number) =>
      treeMargins(buildTreeEnsemble(header, [stump(mode)], where), Float64Array.of(0, x1), 1, 2)[0]! - 0.5;
    expect([at(SplitMode.LEQ, 2), at(SplitMode.LT, 2), at(SplitMode.GTE, 2), at(SplitMode.GT, 2)]).toEqual([
      10, 20, 10, 20,
    ]);
    expect([at(SplitMode.EQ, 2), at(SplitMode.EQ, 3), at(SplitMode.NEQ, 2), at(SplitMode.NEQ, NaN)]).toEqual([
      10, 20, 20, 10,
    ]);
  });

  it("averages for random forests and spreads multi-target leaves", () => {
    const two: TreeSpec = {
      root: 0,
      nodes: [
        { kind: "split", feature: 0, threshold: 0, mode: SplitMode.LEQ, yes: 1, no: 2, missingYes: false },
        {
          kind: "leaf",
          weights: [
            [0, 0.2],
            [1, 0.8],
          ],
        },
        { kind: "leaf", weights: [[1, 1]] },
      ],
    };
    const e = buildTreeEnsemble(
      { ...header, targetCount: 2, aggregate: "average", baseValues: [0, 0] },
      [two, two, two, two],
      where,
    );
    expect([...treeMargins(e, Float64Array.of(-1, 0, 1, 0), 2, 2)]).toEqual([0.2, 0.8, 0, 1]);
  });

  it("finds the leaf a row reaches", () => {
    const e = buildTreeEnsemble(header, [stump(SplitMode.LT), stump(SplitMode.LT)], where);
    expect(reachedLeaf(e, e.roots[1]!, [0, 5])).toBe(5 + 4);
  });

  it("survives JSON", () => {
    const e = buildTreeEnsemble({ ...header, roundInputs: false }, [stump(SplitMode.GT, true)], where);
    e.threshold[0] = 0.1; // not a float32: kept as float64
    const back = treeEnsembleFromJson(JSON.parse(JSON.stringify(treeEnsembleToJson(e))));
    expect(back).toEqual(e);
    expect(back.threshold[0]).toBe(0.1);
  });
});

describe("buildTreeEnsemble refuses what is not a tree", () => {
  const leaf = { kind: "leaf", weights: [[0, 1]] } as const;
  const split = (yes: number, no: number, feature = 0) =>
    ({ kind: "split", feature, threshold: 0, mode: SplitMode.LEQ, yes, no, missingYes: false }) as const;
  it.each([
    [{ root: 0, nodes: [split(1, 0), leaf] }, "tree 0: node 0 is reached twice"],
    [{ root: 0, nodes: [split(1, 7), leaf] }, "tree 0: a split points to node 7"],
    [{ root: 0, nodes: [split(1, 1, 5), leaf] }, "feature 5, outside the input's 2 columns"],
    [{ root: 0, nodes: [{ kind: "leaf", weights: [[3, 1]] }] }, "leaf 0 names target 3, outside 0…0"],
  ] as [TreeSpec, string][])("%#", (tree, message) => {
    expect(() => buildTreeEnsemble(header, [tree], where)).toThrow(KitModelError);
    expect(() => buildTreeEnsemble(header, [tree], where)).toThrow(message);
  });
});

describe("post-transforms", () => {
  it("computes logistic, softmax, softmax_zero and ONNX Runtime's probit", () => {
    expect(logistic(0)).toBe(0.5);
    expect(logistic(-800)).toBe(0);
    expect(logistic(Math.log(3))).toBeCloseTo(0.75, 15);
    const soft = applyPostTransform(Float64Array.of(0, Math.log(3)), 2, "softmax");
    expect([...soft].map((v) => Number(v.toFixed(12)))).toEqual([0.25, 0.75]);
    // The zero margin gets no probability; the others e^(ln 3 − ln 3) = 1 and e^(−2 ln 3) = 1/9, over 10/9.
    const zero = applyPostTransform(Float64Array.of(0, Math.log(3), -Math.log(3)), 3, "softmax_zero");
    expect([...zero].map((v) => Number(v.toFixed(12)))).toEqual([0, 0.9, 0.1]);
    // Winitzki's erfinv (a = 0.147, π as 3.14159) worked in Python: √2 · erfinv(0.9) ≈ 1.644669254 (the exact
    // Φ⁻¹(0.95) is 1.644853627: the runtime's approximation is what agreement asks for).
    expect(probit(0.95)).toBeCloseTo(1.644669254, 9);
    expect(probit(0.5)).toBe(0);
  });
});
