/** The logistic function 1 / (1 + e^-z), computed without overflow for large |z|. */
export function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}
