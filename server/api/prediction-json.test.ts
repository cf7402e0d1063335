import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { predictionFor } from "../../model/predict";
import { validApplication } from "./predict-arbitraries";
import { predictionJson } from "./prediction-json";
import { type PredictionResponse, PredictionResponseSchema } from "./schemas";

const RULES = PredictionResponseSchema.shape.contributions.element.shape.rule.options;

// Any string (escapes, controls, lone surrogates) and any double (-0, NaN, ±Infinity, exponents).
const text = fc.string({ unit: "binary", maxLength: 30 });
const number = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(-0, Number.NaN, Infinity, -Infinity, 1e21, 5e-7));

const anyAnswer: fc.Arbitrary<PredictionResponse> = fc.record({
  prediction: fc.constantFrom("Yes", "No"),
  score: number,
  probability: number,
  contributions: fc.array(
    fc.record({
      rule: fc.constantFrom(...RULES),
      label: text,
      points: number,
      maxPoints: number,
    }),
    { maxLength: 9 },
  ),
  modelVersion: text,
});

describe("predictionJson", () => {
  it("writes exactly what JSON.stringify writes for every answer the model gives", () => {
    fc.assert(
      fc.property(validApplication, (application) => {
        const answer = predictionFor(application);
        expect(predictionJson(answer)).toBe(JSON.stringify(answer));
      }),
      { numRuns: 2000 },
    );
  });

  it("writes exactly what JSON.stringify writes for any value of the answer's shape", () => {
    fc.assert(
      fc.property(anyAnswer, (answer) => {
        expect(predictionJson(answer)).toBe(JSON.stringify(answer));
      }),
      { numRuns: 2000 },
    );
  });
});
