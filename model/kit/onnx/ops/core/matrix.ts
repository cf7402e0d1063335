import { allocate, numbersOf, type NumericData } from "../../tensor";
import { attrFloat, attrInt, defineOp } from "../op";
import { binary, broadcastShape } from "./broadcast";
import { tensor } from "./elementwise";
import { aRows, bRows, kernel } from "./gemm-kernel";

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
