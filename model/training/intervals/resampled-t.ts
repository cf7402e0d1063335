import type { Interval } from "../../card/figures";

/**
 * Intervals for figures measured over repeated cross-validation: the corrected resampled t-test of Nadeau and
 * Bengio ("Inference for the Generalization Error", Machine Learning 52, 2003), as Bouckaert and Frank apply it
 * to repeated k-fold ("Evaluating the Replicability of Significance Tests", PAKDD 2004).
 *
 * The J = repeats × folds splits share most of their training rows, so their figures are correlated and the
 * plain variance of the mean, s²/J, is far too small. Nadeau and Bengio multiply s² by (1/J + n_test/n_train)
 * instead, and read the interval's width off Student's t with J − 1 degrees of freedom.
 */

/**
 * P(|T| ≤ t) for Student's t with an integer number of degrees of freedom, in closed form (Abramowitz and
 * Stegun, Handbook of Mathematical Functions, 26.7.3 and 26.7.4): with θ = atan(t / √df),
 *   df odd:  (2/π) · (θ + sin θ cos θ · (1 + 2/3 cos²θ + 2·4/(3·5) cos⁴θ + … up to cos^(df−3) θ)), df = 1: 2θ/π;
 *   df even: sin θ · (1 + 1/2 cos²θ + 1·3/(2·4) cos⁴θ + … up to cos^(df−2) θ).
 * Finite sums, no special function, so no dependency.
 */
export function studentTCentralProbability(t: number, df: number): number {
  if (!Number.isInteger(df) || df < 1) throw new Error("Degrees of freedom must be a positive integer.");
  const theta = Math.atan(Math.abs(t) / Math.sqrt(df));
  const sin = Math.sin(theta);
  const cos = Math.cos(theta);
  const cos2 = cos * cos;
  let term = 1;
  let sum = 1;
  if (df % 2 === 0) {
    for (let j = 2; j <= df - 2; j += 2) {
      term *= ((j - 1) / j) * cos2;
      sum += term;
    }
    return sin * sum;
  }
  if (df === 1) return (2 * theta) / Math.PI;
  for (let j = 3; j <= df - 2; j += 2) {
    term *= ((j - 1) / j) * cos2;
    sum += term;
  }
  return (2 / Math.PI) * (theta + sin * cos * sum);
}

/**
 * The two-sided Student t quantile: the t with P(|T| ≤ t) = confidence (for 0.95, scipy's t.ppf(0.975, df)).
 * Found by bisection on the closed form above, which rises monotonically in t, to about 1e-12.
 */
export function studentTQuantile(confidence: number, df: number): number {
  if (!(confidence > 0 && confidence < 1)) throw new Error("The confidence must lie strictly between 0 and 1.");
  let low = 0;
  let high = 1;
  while (studentTCentralProbability(high, df) < confidence) high *= 2;
  while (high - low > 1e-12 * high) {
    const middle = (low + high) / 2;
    if (studentTCentralProbability(middle, df) < confidence) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * The corrected resampled t interval of one figure over J splits: mean ± t(J − 1) · √((1/J + testTrainRatio) · s²),
 * where s² is the splits' sample variance (divided by J − 1) and testTrainRatio is n_test / n_train
 * (1 / (k − 1) for k-fold). For a paired comparison, pass each split's difference between the two models.
 */
export function correctedResampledInterval(
  values: readonly number[],
  testTrainRatio: number,
  confidence = 0.95,
): Interval {
  const splits = values.length;
  if (splits < 2) throw new Error("An interval needs the figures of at least two splits.");
  const mean = values.reduce((sum, value) => sum + value, 0) / splits;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (splits - 1);
  const halfWidth = studentTQuantile(confidence, splits - 1) * Math.sqrt((1 / splits + testTrainRatio) * variance);
  return { mean, low: mean - halfWidth, high: mean + halfWidth };
}
