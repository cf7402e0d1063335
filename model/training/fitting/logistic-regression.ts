import { sigmoid } from "../../sigmoid";

/** A fitted logistic regression: P(y = 1 | x) = 1 / (1 + e^-(intercept + weights · x)). */
export type LogisticModel = { intercept: number; weights: number[] };

export type FitOptions = {
  /**
   * Inverse regularisation strength, as scikit-learn's LogisticRegression(C=1): smaller C, smaller weights.
   * Infinity: no penalty, the plain maximum-likelihood fit (the scorecard's calibration).
   */
  C?: number;
  maxIterations?: number;
};

/** log(1 + e^z) without overflow. */
function softplus(z: number): number {
  return z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z));
}

export function linearPredictor(model: LogisticModel, x: readonly number[]): number {
  return model.weights.reduce((sum, weight, j) => sum + weight * (x[j] ?? 0), model.intercept);
}

/**
 * The objective's two weights, ridge · ½‖w‖² + lossWeight · Σ log-loss: (1, C), scikit-learn's L2 objective with
 * the intercept unpenalised, or (0, 1) without a penalty. Kept as (1, C) rather than divided by C, so C = 1
 * computes exactly what scikit-learn's form does.
 */
type Weighting = { ridge: number; lossWeight: number };

function weighting(C: number): Weighting {
  if (!(C > 0)) throw new Error("C must be positive.");
  return C === Infinity ? { ridge: 0, lossWeight: 1 } : { ridge: 1, lossWeight: C };
}

function objective(
  rows: readonly (readonly number[])[],
  labels: readonly boolean[],
  model: LogisticModel,
  { ridge, lossWeight }: Weighting,
) {
  const penalty = (ridge * model.weights.reduce((sum, weight) => sum + weight * weight, 0)) / 2;
  const loss = rows.reduce((sum, x, i) => {
    const z = linearPredictor(model, x);
    return sum + (labels[i] ? softplus(-z) : softplus(z));
  }, 0);
  return penalty + lossWeight * loss;
}

/** Solves A·x = b for a symmetric positive-definite A by Cholesky decomposition. */
export function solveSymmetric(matrix: readonly (readonly number[])[], rhs: readonly number[]): number[] {
  const n = rhs.length;
  const lower = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const at = (m: number[][], i: number, j: number) => m[i]?.[j] ?? 0;
  lower.forEach((row, i) => {
    for (let j = 0; j <= i; j++) {
      let sum = matrix[i]?.[j] ?? 0;
      for (let k = 0; k < j; k++) sum -= at(lower, i, k) * at(lower, j, k);
      if (i === j && !(sum > 0)) throw new Error("The matrix is not positive definite.");
      row[j] = i === j ? Math.sqrt(sum) : sum / at(lower, j, j);
    }
  });
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let sum = rhs[i] ?? 0;
    for (let k = 0; k < i; k++) sum -= at(lower, i, k) * (y[k] ?? 0);
    y[i] = sum / at(lower, i, i);
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i] ?? 0;
    for (let k = i + 1; k < n; k++) sum -= at(lower, k, i) * (x[k] ?? 0);
    x[i] = sum / at(lower, i, i);
  }
  return x;
}

/**
 * Logistic regression by Newton's method (IRLS) from all-zero weights: the one fit of model/, for the trained
 * variants, the credit-history baseline and the scorecard's calibration. With a finite C it minimises
 * ½‖w‖² + C · Σ log-loss like scikit-learn's default LogisticRegression(C=1) (intercept unpenalised): strictly
 * convex, so the answer is unique. With C = Infinity it maximises the likelihood alone, which has no finite
 * answer when all labels are alike or the classes are separated: it then throws (a singular Hessian, or no
 * convergence as the weights keep growing). Either way the answer does not depend on the row order beyond
 * floating-point rounding; a step that does not lower the objective is halved. Deterministic: no randomness.
 */
export function fitLogisticRegression(
  rows: readonly (readonly number[])[],
  labels: readonly boolean[],
  { C = 1, maxIterations = 100 }: FitOptions = {},
): LogisticModel {
  if (rows.length === 0 || rows.length !== labels.length) throw new Error("Need as many labels as rows, at least one.");
  const weights = weighting(C);
  const { ridge, lossWeight } = weights;
  if (ridge === 0 && (labels.every(Boolean) || !labels.some(Boolean))) {
    throw new Error("An unpenalised logistic fit needs both approved and refused rows.");
  }
  const p = rows[0]?.length ?? 0;
  let model: LogisticModel = { intercept: 0, weights: new Array<number>(p).fill(0) };
  let current = objective(rows, labels, model, weights);
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    // Parameters θ = (intercept, w); gradient and Hessian of the objective.
    const gradient = [0, ...model.weights.map((weight) => ridge * weight)];
    const hessian = Array.from({ length: p + 1 }, (_, i) =>
      Array.from({ length: p + 1 }, (_, j): number => (i === j && i > 0 ? ridge : 0)),
    );
    rows.forEach((x, i) => {
      const probability = sigmoid(linearPredictor(model, x));
      const residual = lossWeight * (probability - (labels[i] ? 1 : 0));
      const weight = lossWeight * probability * (1 - probability);
      const extended = [1, ...x];
      hessian.forEach((row, r) => {
        const a = extended[r] ?? 0;
        gradient[r] = (gradient[r] ?? 0) + residual * a;
        extended.forEach((b, c) => (row[c] = (row[c] ?? 0) + weight * a * b));
      });
    });
    let step: number[];
    try {
      step = solveSymmetric(hessian, gradient);
    } catch {
      // Only without a penalty: the ridge keeps the Hessian positive definite.
      throw new Error("The logistic fit has no finite answer: a column is constant, or it separates the classes.");
    }
    // Near the optimum the objective changes by less than its rounding error: tolerate that much.
    const tolerance = 1e-12 * (1 + Math.abs(current));
    let scale = 1;
    let next: LogisticModel;
    let value: number;
    do {
      next = {
        intercept: model.intercept - scale * (step[0] ?? 0),
        weights: model.weights.map((weight, j) => weight - scale * (step[j + 1] ?? 0)),
      };
      value = objective(rows, labels, next, weights);
      scale /= 2;
    } while (value > current + tolerance && scale > 1e-10); // a convex objective: some shorter step lowers it
    model = next;
    current = value;
    if (Math.max(...step.map(Math.abs)) < 1e-8) return model;
  }
  throw new Error(`The logistic regression did not converge in ${maxIterations} Newton steps.`);
}
