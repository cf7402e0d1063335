import { allocate, numbersOf, type NumericData } from "../tensor";
import { binary, broadcastShape } from "./broadcast";
import { tensor } from "./elementwise";
import { attrFloat, attrInt, defineOp } from "./op";

/**
 * Gemm and MatMul: the dense layers of every MLP, so the inner loop matters. Both come down to one kernel on
 * row-major A (M×K) and B (K×N), four rows of A at a time so each row of B is read once per four.
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
    const left = transA ? transposed(numbersOf(A, "A"), A.dims[0]!, A.dims[1]!) : numbersOf(A, "A");
    const right = transB ? transposed(numbersOf(B, "B"), B.dims[0]!, B.dims[1]!) : numbersOf(B, "B");
    let out = allocate(A.type, [M, N]);
    multiply(left, right, M, K, N, alpha, out.data as NumericData, 0, 0, 0);
    if (c && beta !== 0) {
      // Unidirectional broadcasting of C onto [M, N].
      const C = tensor(c, "C");
      out = binary(out, C, beta === 1 ? (x, y) => x + y : (x, y) => x + beta * y);
    }
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
      multiply(
        numbersOf(A, "A"),
        numbersOf(B, "B"),
        M,
        K,
        N,
        1,
        out.data as NumericData,
        ai * M * K,
        bi * K * N,
        i * M * N,
      );
    }
    // The promoted 1-D dimension is removed again.
    const dims = outDims.filter(
      (_, d) =>
        !(A.dims.length === 1 && d === outDims.length - 2) && !(B.dims.length === 1 && d === outDims.length - 1),
    );
    return [{ ...out, dims }];
  },
});

const transposeCache = new WeakMap<NumericData, Float64Array>();

/** B-transposed layouts (a torch Linear's weight) are turned once per weight tensor, not once per request. */
function transposed(data: NumericData, rows: number, cols: number): Float64Array {
  let t = transposeCache.get(data);
  if (!t) {
    t = new Float64Array(rows * cols);
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) t[c * rows + r] = data[r * cols + c]!;
    transposeCache.set(data, t);
  }
  return t;
}

let scratch = new Float64Array(0);

/** out[o + i·N + j] = alpha · Σ_k A[a + i·K + k] · B[b + k·N + j], accumulated in float64. */
function multiply(
  A: NumericData,
  B: NumericData,
  M: number,
  K: number,
  N: number,
  alpha: number,
  out: NumericData,
  a: number,
  b: number,
  o: number,
): void {
  if (scratch.length < 4 * N) scratch = new Float64Array(4 * N);
  const acc = scratch;
  for (let i = 0; i < M; i += 4) {
    const rows = Math.min(4, M - i);
    acc.fill(0, 0, 4 * N);
    const r0 = a + i * K;
    const r1 = r0 + (rows > 1 ? K : 0);
    const r2 = r0 + (rows > 2 ? 2 * K : 0);
    const r3 = r0 + (rows > 3 ? 3 * K : 0);
    for (let k = 0; k < K; k++) {
      const a0 = A[r0 + k]!;
      const a1 = A[r1 + k]!;
      const a2 = A[r2 + k]!;
      const a3 = A[r3 + k]!;
      const row = b + k * N;
      for (let j = 0; j < N; j++) {
        const v = B[row + j]!;
        acc[j] = acc[j]! + a0 * v;
        acc[N + j] = acc[N + j]! + a1 * v;
        acc[2 * N + j] = acc[2 * N + j]! + a2 * v;
        acc[3 * N + j] = acc[3 * N + j]! + a3 * v;
      }
    }
    for (let r = 0; r < rows; r++) {
      const target = o + (i + r) * N;
      for (let j = 0; j < N; j++) out[target + j] = alpha * acc[r * N + j]!;
    }
  }
}
