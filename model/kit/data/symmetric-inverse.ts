/**
 * The inverse of a symmetric positive-definite matrix (row-major, p × p), through its Cholesky factor
 * A = L·Lᵀ: L is found column by column, then each column of A⁻¹ solves L·Lᵀ·x = e_j. Throws when A is not
 * positive definite (a pivot ≤ 0), which a ridge on the diagonal rules out.
 */
export function invertSymmetric(matrix: Float64Array, p: number): Float64Array {
  const lower = new Float64Array(p * p);
  for (let j = 0; j < p; j++) {
    let pivot = matrix[j * p + j]!;
    for (let k = 0; k < j; k++) pivot -= lower[j * p + k]! ** 2;
    if (!(pivot > 0)) throw new Error("The matrix is not positive definite.");
    const diagonal = Math.sqrt(pivot);
    lower[j * p + j] = diagonal;
    for (let i = j + 1; i < p; i++) {
      let sum = matrix[i * p + j]!;
      for (let k = 0; k < j; k++) sum -= lower[i * p + k]! * lower[j * p + k]!;
      lower[i * p + j] = sum / diagonal;
    }
  }
  const inverse = new Float64Array(p * p);
  const y = new Float64Array(p);
  for (let column = 0; column < p; column++) {
    // Forward: L·y = e_column.
    for (let i = 0; i < p; i++) {
      let sum = i === column ? 1 : 0;
      for (let k = 0; k < i; k++) sum -= lower[i * p + k]! * y[k]!;
      y[i] = sum / lower[i * p + i]!;
    }
    // Back: Lᵀ·x = y.
    for (let i = p - 1; i >= 0; i--) {
      let sum = y[i]!;
      for (let k = i + 1; k < p; k++) sum -= lower[k * p + i]! * inverse[k * p + column]!;
      inverse[i * p + column] = sum / lower[i * p + i]!;
    }
  }
  return inverse;
}
