import { describe, expect, it } from "vitest";

import { FIXTURE_MODELS } from "#tests/support/kit/fixture-models";

import { kitScorer } from "./kit-scorer";
import type { ServedModel } from "./served-model";

// The fixture owner's models (tests/fixtures/content/models/): diabetes-risk is tests/fixtures/models/pipeline-named,
// disease-progression is tests/fixtures/models/gb-regressor. Expected probabilities and values are onnxruntime-node's
// for the same inputs (tests/support/kit/onnx-oracle.ts).
const risk = FIXTURE_MODELS["diabetes-risk"]!;
const progression = FIXTURE_MODELS["disease-progression"]!;
const riskRow = [50, "female", 28.1, 95, 4.6];
const progressionRow = [50, 1, 26.5, 90, 180, 110, 48, 4, 4.6, 90];

/** The same model with other calibration or settings, as another build would serve it. */
function altered(served: ServedModel, change: Partial<ServedModel["conformal"]> & { cut?: number }): ServedModel {
  const { cut, ...conformal } = change;
  return {
    ...served,
    conformal: { ...served.conformal, ...conformal },
    spec: { ...served.spec, ...(cut === undefined ? {} : { cut }) },
  };
}

describe("kitScorer: a binary classifier", () => {
  it("answers with the model's probabilities, the verdict at its cut, its version and no warning inside the data", () => {
    const [answer] = kitScorer(risk).answer([riskRow]);
    expect(answer).toMatchObject({
      model: "diabetes-risk",
      modelVersion: risk.version,
      task: "binary",
      classes: [0, 1],
    });
    if (answer?.task !== "binary") throw new Error("a binary answer");
    expect(answer.probability).toBeCloseTo(0.64544654, 6);
    expect(answer.probabilities[0]! + answer.probabilities[1]!).toBeCloseTo(1, 12);
    expect(answer).toMatchObject({ verdict: 1, positive: true, cut: 0.5, warnings: [], abstain: false });
  });

  it("calls the positive class from its cut on, and not below", () => {
    const at = (cut: number) => kitScorer(altered(risk, { cut })).answer([riskRow])[0]!;
    expect(at(0.6)).toMatchObject({ verdict: 1, positive: true, cut: 0.6 });
    expect(at(0.65)).toMatchObject({ verdict: 0, positive: false, cut: 0.65 });
  });

  it("puts in the prediction set each class whose 1 − p is within the threshold", () => {
    // p = (0.3546, 0.6454): 1 − p = (0.6454, 0.3546).
    const set = (threshold: number | null) => kitScorer(altered(risk, { threshold })).answer([riskRow])[0]!;
    expect(set(0.5)).toMatchObject({ predictionSet: { classes: [1], level: 0.9 } });
    expect(set(0.7)).toMatchObject({ predictionSet: { classes: [0, 1] } });
    expect(set(0.3)).toMatchObject({ predictionSet: { classes: [] } });
    expect(set(null)).toMatchObject({ predictionSet: { classes: [0, 1] } });
  });

  it("warns and abstains outside the test data, and explains exactly on the log-odds scale", () => {
    const [inside, outside] = kitScorer(risk).answer([riskRow, [50, "female", 28.1, 300, 4.6]]);
    expect(outside).toMatchObject({
      abstain: true,
      warnings: [{ kind: "above-range", field: "bp" }, { kind: "joint-distance" }],
    });
    const explanation = inside!.explanation!;
    expect(explanation.method).toBe("additive-exact");
    const total = explanation.base + explanation.contributions.reduce((sum, c) => sum + c.value, 0);
    expect(total).toBeCloseTo(Math.log(0.64544654 / 0.35455346), 5);
    expect(explanation.contributions.map((c) => c.field)).toEqual(["age", "sex", "bmi", "bp", "s5"]);
  });

  it("leaves the explanation out when asked, and only then", () => {
    const scorer = kitScorer(risk);
    expect(scorer.answer([riskRow], "never")[0]!.explanation).toBeUndefined();
    expect(scorer.answer([riskRow], "always")[0]!.explanation?.method).toBe("additive-exact");
  });
});

describe("kitScorer: a regressor", () => {
  it("answers with the value and the conformal interval ŷ ± q̂", () => {
    const [answer] = kitScorer(altered(progression, { threshold: 10 })).answer([progressionRow]);
    if (answer?.task !== "regression") throw new Error("a regression answer");
    expect(answer.value).toBeCloseTo(142.523422, 4);
    expect(answer.interval.low).toBeCloseTo(answer.value - 10, 9);
    expect(answer.interval.high).toBeCloseTo(answer.value + 10, 9);
    expect(answer.explanation?.method).toBe("tree-shap");
  });

  it("gives an unbounded interval (null ends) when too few rows calibrated it", () => {
    const [answer] = kitScorer(altered(progression, { threshold: null })).answer([progressionRow]);
    expect(answer).toMatchObject({ interval: { low: null, high: null, level: 0.9 } });
  });

  it("scores many rows in one pass, each answer its own row's", () => {
    const scorer = kitScorer(progression);
    const rows = [progressionRow, [60, 2, 30, 100, 200, 120, 40, 5, 5, 95]];
    const together = scorer.answer(rows, "never");
    const apart = rows.map((row) => scorer.answer([row], "never")[0]);
    expect(together).toEqual(apart);
    expect(scorer.answer([])).toEqual([]);
  });
});
