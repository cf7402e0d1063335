import type { NumericData } from "../../tensor";

/**
 * B as float64 rows of K (Bᵀ, N × K): the kernel's layout. A torch Linear's weight (transB = 1) already is;
 * a weight is converted once, the first time, and kept with it (a constant's array lives as long as the model).
 */
const layouts = new WeakMap<NumericData, Map<string, Float64Array>>();

export function bRows(data: NumericData, offset: number, K: number, N: number, transposed: boolean): Float64Array {
  let forData = layouts.get(data);
  if (!forData) layouts.set(data, (forData = new Map()));
  const key = `${offset}:${transposed}`;
  let rows = forData.get(key);
  if (!rows) {
    rows = new Float64Array(N * K);
    for (let k = 0; k < K; k++) {
      for (let j = 0; j < N; j++) rows[j * K + k] = transposed ? data[offset + j * K + k]! : data[offset + k * N + j]!;
    }
    forData.set(key, rows);
  }
  return rows;
}

/** A as float64 rows of K (M × K). */
export function aRows(data: NumericData, offset: number, M: number, K: number, transposed: boolean): Float64Array {
  const rows = new Float64Array(M * K);
  if (!transposed) rows.set(data.subarray(offset, offset + M * K));
  else for (let i = 0; i < M; i++) for (let k = 0; k < K; k++) rows[i * K + k] = data[offset + k * M + i]!;
  return rows;
}

/**
 * out[o + i·N + j] = alpha · Σ_k A[i, k] · Bᵀ[j, k] (+ bias[j]). Four rows of A against two rows of Bᵀ at a
 * time, in eight local sums: each value loaded serves two or four products, and the sums stay in registers.
 * The products go to a float64 block first and are written out (scaled, biased, rounded to the output's type)
 * in one plain loop, so the inner loop touches one kind of array only.
 */
export function kernel(
  A: Float64Array,
  B: Float64Array,
  M: number,
  K: number,
  N: number,
  alpha: number,
  bias: NumericData | null,
  out: NumericData,
  o: number,
): void {
  const sums = products(A, B, M, K, N);
  const width = bias ? bias.length : 0;
  for (let i = 0, at = 0; i < M; i++) {
    for (let j = 0; j < N; j++, at++) {
      out[o + at] = alpha * sums[at]! + (width === 0 ? 0 : bias![width === 1 ? 0 : j]!);
    }
  }
}

let block = new Float64Array(0);

function products(A: Float64Array, B: Float64Array, M: number, K: number, N: number): Float64Array {
  if (block.length < M * N) block = new Float64Array(M * N);
  const sums = block;
  let i = 0;
  for (; i + 4 <= M; i += 4) {
    const r0 = i * K;
    const r1 = r0 + K;
    const r2 = r1 + K;
    const r3 = r2 + K;
    let j = 0;
    for (; j + 2 <= N; j += 2) {
      const c0 = j * K;
      const c1 = c0 + K;
      let s00 = 0, s01 = 0, s10 = 0, s11 = 0, s20 = 0, s21 = 0, s30 = 0, s31 = 0; // prettier-ignore
      for (let k = 0; k < K; k++) {
        const b0 = B[c0 + k]!;
        const b1 = B[c1 + k]!;
        const a0 = A[r0 + k]!;
        const a1 = A[r1 + k]!;
        const a2 = A[r2 + k]!;
        const a3 = A[r3 + k]!;
        s00 += a0 * b0;
        s01 += a0 * b1;
        s10 += a1 * b0;
        s11 += a1 * b1;
        s20 += a2 * b0;
        s21 += a2 * b1;
        s30 += a3 * b0;
        s31 += a3 * b1;
      }
      const at = i * N + j;
      sums[at] = s00;
      sums[at + 1] = s01;
      sums[at + N] = s10;
      sums[at + N + 1] = s11;
      sums[at + 2 * N] = s20;
      sums[at + 2 * N + 1] = s21;
      sums[at + 3 * N] = s30;
      sums[at + 3 * N + 1] = s31;
    }
    for (; j < N; j++) for (let r = i; r < i + 4; r++) sums[r * N + j] = dot(A, r * K, B, j * K, K);
  }
  for (; i < M; i++) for (let j = 0; j < N; j++) sums[i * N + j] = dot(A, i * K, B, j * K, K);
  return sums;
}

function dot(A: Float64Array, a: number, B: Float64Array, b: number, K: number): number {
  let sum = 0;
  for (let k = 0; k < K; k++) sum += A[a + k]! * B[b + k]!;
  return sum;
}
