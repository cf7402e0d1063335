import { allocate, numbersOf, type NumericData } from "../tensor";
import { binary, broadcastShape } from "./broadcast";
import { tensor } from "./elementwise";
import { attrFloat, attrInt, defineOp } from "./op";

/**
 * Gemm and MatMul: the dense layers of every MLP, so the inner loop matters. Both come down to one kernel on
 * float64 rows: A (M × K) and Bᵀ (N × K), so both operands of every dot product are read in order.
 */

type GemmConfig = { alpha: number; beta: number; transA: boolean; transB: boolean };

export const Gemm = defineOp<GemmConfig>({
  compile: (node) => ({
    alpha: attrFloat(node, "alpha", 1),
    beta: attrFloat(node, "beta", 1),
    transA: attrInt(node, "transA", 0) === 1,
    transB: attrInt(node, "transB", 0) === 1,
  }),
  run({ alpha, beta, transA, transB }, [a, b, c]) {
    const A = tensor(a, "A");
    const B = tensor(b, "B");
    if (A.dims.length !== 2 || B.dims.length !== 2) throw new Error("Gemm multiplies two matrices");
    const [M, K] = transA ? [A.dims[1]!, A.dims[0]!] : [A.dims[0]!, A.dims[1]!];
    const [KB, N] = transB ? [B.dims[1]!, B.dims[0]!] : [B.dims[0]!, B.dims[1]!];
    if (K !== KB) throw new Error(`Gemm: A has ${K} columns, B ${KB} rows`);
    const C = c && beta !== 0 ? tensor(c, "C") : null;
    // A bias row ([N], [1, N] or a scalar, times beta 1) is added as each value is stored; any other C after.
    const row =
      C && beta === 1 && C.data.length === (C.dims.length === 0 ? 1 : N) && C.dims.slice(0, -1).every((d) => d === 1);
    let out = allocate(A.type, [M, N]);
    const rowsA = aRows(numbersOf(A, "A"), 0, M, K, transA);
    const rowsB = bRows(numbersOf(B, "B"), 0, K, N, transB);
    kernel(rowsA, rowsB, M, K, N, alpha, row ? numbersOf(C, "C") : null, out.data as NumericData, 0);
    if (C && !row) out = binary(out, C, beta === 1 ? (x, y) => x + y : (x, y) => x + beta * y);
    return [out];
  },
});

/** MatMul with NumPy's semantics: 1-D operands promoted, leading dimensions broadcast as a batch. */
export const MatMul = defineOp<null>({
  compile: () => null,
  run(_, [a, b]) {
    const A = tensor(a, "A");
    const B = tensor(b, "B");
    const aDims = A.dims.length === 1 ? [1, A.dims[0]!] : A.dims;
    const bDims = B.dims.length === 1 ? [B.dims[0]!, 1] : B.dims;
    const [M, K] = aDims.slice(-2) as [number, number];
    const [KB, N] = bDims.slice(-2) as [number, number];
    if (K !== KB) throw new Error(`MatMul: A has ${K} columns, B ${KB} rows`);
    const batch = broadcastShape(aDims.slice(0, -2), bDims.slice(0, -2));
    const outDims = [...batch, M, N];
    const out = allocate(A.type, outDims);
    const count = batch.reduce((n, d) => n * d, 1);
    const aBatch = aDims.slice(0, -2).reduce((n, d) => n * d, 1);
    const bBatch = bDims.slice(0, -2).reduce((n, d) => n * d, 1);
    if ((aBatch !== 1 && aBatch !== count) || (bBatch !== 1 && bBatch !== count)) {
      throw new Error("MatMul: batches that broadcast along different dimensions are not supported");
    }
    for (let i = 0; i < count; i++) {
      // A batch of one repeats; otherwise batches line up (the shapes broadcast, so counts are equal or one).
      const ai = aBatch === 1 ? 0 : i;
      const bi = bBatch === 1 ? 0 : i;
      const rowsA = aRows(numbersOf(A, "A"), ai * M * K, M, K, false);
      const rowsB = bRows(numbersOf(B, "B"), bi * K * N, K, N, false);
      kernel(rowsA, rowsB, M, K, N, 1, null, out.data as NumericData, i * M * N);
    }
    // The promoted 1-D dimension is removed again.
    const dims = outDims.filter(
      (_, d) =>
        !(A.dims.length === 1 && d === outDims.length - 2) && !(B.dims.length === 1 && d === outDims.length - 1),
    );
    return [{ ...out, dims }];
  },
});

/**
 * B as float64 rows of K (Bᵀ, N × K): the kernel's layout. A torch Linear's weight (transB = 1) already is;
 * a weight is converted once, the first time, and kept with it (a constant's array lives as long as the model).
 */
const layouts = new WeakMap<NumericData, Map<string, Float64Array>>();

function bRows(data: NumericData, offset: number, K: number, N: number, transposed: boolean): Float64Array {
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
function aRows(data: NumericData, offset: number, M: number, K: number, transposed: boolean): Float64Array {
  const rows = new Float64Array(M * K);
  if (!transposed) rows.set(data.subarray(offset, offset + M * K));
  else for (let i = 0; i < M; i++) for (let k = 0; k < K; k++) rows[i * K + k] = data[offset + k * M + i]!;
  return rows;
}

/**
 * out[o + i·N + j] = alpha · Σ_k A[i, k] · Bᵀ[j, k] (+ bias[j]). Four rows of A against two rows of Bᵀ at a
 * time, in eight local sums: each value loaded serves two or four products, and the sums stay in registers.
 */
function kernel(
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
  const store = (i: number, j: number, sum: number) => {
    out[o + i * N + j] = alpha * sum + (bias ? bias[bias.length === 1 ? 0 : j]! : 0);
  };
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
      store(i, j, s00);
      store(i, j + 1, s01);
      store(i + 1, j, s10);
      store(i + 1, j + 1, s11);
      store(i + 2, j, s20);
      store(i + 2, j + 1, s21);
      store(i + 3, j, s30);
      store(i + 3, j + 1, s31);
    }
    for (; j < N; j++) for (let r = i; r < i + 4; r++) store(r, j, dot(A, r * K, B, j * K, K));
  }
  for (; i < M; i++) for (let j = 0; j < N; j++) store(i, j, dot(A, i * K, B, j * K, K));
}

function dot(A: Float64Array, a: number, B: Float64Array, b: number, K: number): number {
  let sum = 0;
  for (let k = 0; k < K; k++) sum += A[a + k]! * B[b + k]!;
  return sum;
}
