import type { Calibration } from "../../card/model-card";

export type LabelledScore = { score: number; approved: boolean };

/**
 * Maximum-likelihood logistic regression of approved on score, by Newton's method (IRLS) from a fixed start,
 * so the same points always give the same curve. Scores are centred while fitting for numerical stability.
 * Throws when the fit has no finite answer: all labels alike, all scores alike, or the classes separated
 * by score (the likelihood then keeps rising as the slope grows).
 */
export function fitLogistic(points: readonly LabelledScore[], maxIterations = 100): Calibration {
  const n = points.length;
  const positives = points.filter((point) => point.approved).length;
  if (positives === 0 || positives === n) throw new Error("A logistic fit needs both approved and refused rows.");
  const mean = points.reduce((sum, point) => sum + point.score, 0) / n;
  const xs = points.map((point) => point.score - mean);
  const ys = points.map((point) => (point.approved ? 1 : 0));

  let a = Math.log(positives / (n - positives));
  let b = 0;
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    let g0 = 0;
    let g1 = 0;
    let h00 = 0;
    let h01 = 0;
    let h11 = 0;
    xs.forEach((x, i) => {
      const p = 1 / (1 + Math.exp(-(a + b * x)));
      const w = p * (1 - p);
      const residual = (ys[i] ?? 0) - p;
      g0 += residual;
      g1 += residual * x;
      h00 += w;
      h01 += w * x;
      h11 += w * x * x;
    });
    const determinant = h00 * h11 - h01 * h01;
    if (!(determinant > 1e-12 * Math.max(1, h00 * h11))) {
      throw new Error("The logistic fit is degenerate (all scores alike, or the classes separated by score).");
    }
    const stepA = (h11 * g0 - h01 * g1) / determinant;
    const stepB = (h00 * g1 - h01 * g0) / determinant;
    a += stepA;
    b += stepB;
    if (Math.abs(stepA) < 1e-12 && Math.abs(stepB) < 1e-12) {
      return { method: "logistic", intercept: a - b * mean, slope: b };
    }
  }
  throw new Error(`The logistic fit did not converge in ${maxIterations} iterations (classes separated by score?).`);
}
