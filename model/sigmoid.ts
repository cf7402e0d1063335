/**
 * The logistic function 1 / (1 + e^-z), computed without overflow for large |z|: log-odds to a probability.
 * The one definition in model/: the scorecard's calibration, the trained model and the Newton fit all use it.
 */
export function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}
