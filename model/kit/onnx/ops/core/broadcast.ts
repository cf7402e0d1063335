import { allocate, numbersOf, type Tensor } from "../../tensor";

/** NumPy's broadcasting of two shapes (ONNX's multidirectional broadcasting), or an error naming both. */
export function broadcastShape(a: readonly number[], b: readonly number[]): number[] {
  const rank = Math.max(a.length, b.length);
  const out: number[] = [];
  for (let i = 0; i < rank; i++) {
    const da = a[a.length - rank + i] ?? 1;
    const db = b[b.length - rank + i] ?? 1;
    if (da !== db && da !== 1 && db !== 1) {
      throw new Error(`shapes [${a.join(", ")}] and [${b.join(", ")}] do not broadcast`);
    }
    out.push(da === 1 ? db : da);
  }
  return out;
}

/** For each dimension of `out`, the step in `dims`' flat index (0 where `dims` broadcasts along it). */
function steps(dims: readonly number[], out: readonly number[]): number[] {
  const result = new Array<number>(out.length).fill(0);
  let stride = 1;
  for (let i = dims.length - 1; i >= 0; i--) {
    const o = out.length - dims.length + i;
    result[o] = dims[i] === 1 ? 0 : stride;
    stride *= dims[i]!;
  }
  return result;
}

/**
 * Applies f element by element with broadcasting. The common layouts (same shape, a scalar, a row of per-column
 * values against a matrix) take a direct loop; the rest walk an index odometer.
 */
export function binary(a: Tensor, b: Tensor, f: (x: number, y: number) => number): Tensor {
  if (a.type !== b.type) throw new Error(`inputs of types ${a.type} and ${b.type}: ONNX wants one type`);
  const x = numbersOf(a, "the first input");
  const y = numbersOf(b, "the second input");
  const dims = broadcastShape(a.dims, b.dims);
  const out = allocate(a.type, dims);
  const z = out.data as typeof x;
  const n = z.length;
  if (x.length === n && y.length === n) {
    for (let i = 0; i < n; i++) z[i] = f(x[i]!, y[i]!);
  } else if (y.length === 1 && x.length === n) {
    const v = y[0]!;
    for (let i = 0; i < n; i++) z[i] = f(x[i]!, v);
  } else if (x.length === 1 && y.length === n) {
    const v = x[0]!;
    for (let i = 0; i < n; i++) z[i] = f(v, y[i]!);
  } else if (x.length === n && isRow(b.dims, dims)) {
    const width = y.length;
    for (let i = 0; i < n; i++) z[i] = f(x[i]!, y[i % width]!);
  } else {
    const sa = steps(a.dims, dims);
    const sb = steps(b.dims, dims);
    const index = new Array<number>(dims.length).fill(0);
    let ia = 0;
    let ib = 0;
    for (let i = 0; i < n; i++) {
      z[i] = f(x[ia]!, y[ib]!);
      for (let d = dims.length - 1; d >= 0; d--) {
        index[d]!++;
        ia += sa[d]!;
        ib += sb[d]!;
        if (index[d]! < dims[d]!) break;
        ia -= sa[d]! * dims[d]!;
        ib -= sb[d]! * dims[d]!;
        index[d] = 0;
      }
    }
  }
  return out;
}

/** Whether `dims` is one row that repeats over all but the last dimension of `out` ([C] or [1, C] against [N, C]). */
function isRow(dims: readonly number[], out: readonly number[]): boolean {
  const last = out[out.length - 1];
  return dims.length > 0 && dims[dims.length - 1] === last && dims.slice(0, -1).every((d) => d === 1);
}
