import { describe, expect, it } from "vitest";

import { forestEnsemble } from "#tests/fixtures/models/stats/forest-ensemble";
import forest from "#tests/fixtures/models/stats/forest.json";
import multiContribs from "#tests/fixtures/models/stats/xgboost-multiclass-contribs.json";
import binaryExpected from "#tests/fixtures/models/xgboost-binary/expected.json";
import binaryModel from "#tests/fixtures/models/xgboost-binary/model.json";
import multiModel from "#tests/fixtures/models/xgboost-multiclass/model.json";
import regressionExpected from "#tests/fixtures/models/xgboost-regression/expected.json";
import regressionModel from "#tests/fixtures/models/xgboost-regression/model.json";

import { treeMargins } from "../trees/tree-margins";
import { readXgboost } from "../xgboost/read-xgboost";
import { coversFromRows } from "./tree-covers";
import { treeShap } from "./tree-shap";

// Expected values: xgboost 1.7's own predict(..., pred_contribs=True) on the fixtures' rows (their scripts, and
// tests/fixtures/models/stats/make_explain.py for the multiclass one), and, for trees without covers, Shapley
// values of the path-dependent game found by enumerating every subset (make_explain.py). XGBoost computes in
// float32, so they agree to 1e-6 of the row's largest contribution or bias; the enumeration is in float64.
const row = (values: readonly (number | null)[]) => values.map((value) => (value === null ? Number.NaN : value));

/** Each of the row's contributions and its bias (last) within 1e-6 of the largest of them in size. */
function expectContributions(phi: ArrayLike<number>, base: number, want: readonly number[]) {
  const scale = Math.max(1, ...want.map(Math.abs));
  const got = [...Array.from(phi), base];
  expect(got).toHaveLength(want.length);
  got.forEach((value, j) => expect(Math.abs(value - want[j]!)).toBeLessThanOrEqual(1e-6 * scale));
}

describe("treeShap on XGBoost's trees, against pred_contribs", () => {
  it("binary:logistic, with missing values taking each split's default side", () => {
    const { ensemble } = readXgboost(binaryModel);
    binaryExpected.rows.forEach((values, r) => {
      const { base, phi } = treeShap(ensemble, row(values));
      expectContributions(phi, base[0]!, binaryExpected.contributions[r]!);
    });
    // Some explained rows do have missing values.
    expect(binaryExpected.rows.some((values) => values.includes(null))).toBe(true);
  });

  it("reg:squarederror", () => {
    const { ensemble } = readXgboost(regressionModel);
    regressionExpected.rows.forEach((values, r) => {
      const { base, phi } = treeShap(ensemble, row(values));
      expectContributions(phi, base[0]!, regressionExpected.contributions[r]!);
    });
  });

  it("multi:softprob, one set of contributions per class", () => {
    const { ensemble } = readXgboost(multiModel);
    multiContribs.rows.forEach((values, r) => {
      const { base, phi, targets, features } = treeShap(ensemble, values);
      expect([targets, features]).toEqual([3, 13]);
      for (let k = 0; k < 3; k++) {
        expectContributions(phi.subarray(k * 13, (k + 1) * 13), base[k]!, multiContribs.contributions[r]![k]!);
      }
    });
  });

  it("adds up to the margin the kit's own scoring gives (efficiency)", () => {
    const { ensemble } = readXgboost(binaryModel);
    const rows = binaryExpected.rows.slice(0, 20).map(row);
    const margins = treeMargins(ensemble, Float64Array.from(rows.flat()), rows.length, 10);
    rows.forEach((values, r) => {
      const { base, phi } = treeShap(ensemble, values);
      expect(base[0]! + phi.reduce((sum, value) => sum + value, 0)).toBeCloseTo(margins[r]!, 10);
    });
  });
});

describe("treeShap on trees without covers (ONNX's layout), covers counted from background rows", () => {
  for (const name of ["regressor", "classifier"] as const) {
    it(`matches the exact Shapley values of the path-dependent game: random-forest ${name}`, () => {
      const fixture = forest[name];
      const ensemble = forestEnsemble(name);
      expect(ensemble.cover).toBeUndefined();
      const covers = coversFromRows(ensemble, fixture.background.flat(), fixture.background.length, 4);
      const targets = fixture.header.targetCount;
      fixture.explained.forEach((x, r) => {
        const { base, phi } = treeShap(ensemble, x, covers);
        const margins = treeMargins(ensemble, Float64Array.from(x), 1, 4);
        for (let k = 0; k < targets; k++) {
          expect(base[k]).toBeCloseTo(fixture.base[k]!, 12);
          for (let j = 0; j < 4; j++) expect(phi[k * 4 + j]).toBeCloseTo(fixture.contributions[r]![k]![j]!, 12);
          const total = base[k]! + phi.slice(k * 4, k * 4 + 4).reduce((sum, value) => sum + value, 0);
          expect(total).toBeCloseTo(margins[k]!, 12);
          expect(total).toBeCloseTo(fixture.predictions[r]![k]!, 12);
        }
      });
    });
  }

  it("asks for covers when the trees carry none", () => {
    const ensemble = forestEnsemble("regressor");
    expect(() => treeShap(ensemble, [0, 0, 0, 0])).toThrow(/no covers/);
  });
});
