import type { TreePostTransform } from "./tree-ensemble";

/**
 * Applies ONNX's POST_TRANSFORM to `rows × width` margins, in place, row by row, as ONNX Runtime does for two or
 * more scores per row (the one-score cases of each operator are handled by the operator).
 */
export function applyPostTransform(values: Float64Array, width: number, transform: TreePostTransform): Float64Array {
  switch (transform) {
    case "none":
      return values;
    case "logistic":
      for (let i = 0; i < values.length; i++) values[i] = logistic(values[i]!);
      return values;
    case "probit":
      for (let i = 0; i < values.length; i++) values[i] = probit(values[i]!);
      return values;
    case "softmax":
    case "softmax_zero":
      for (let start = 0; start < values.length; start += width) {
        softmaxRow(values, start, width, transform === "softmax_zero");
      }
      return values;
  }
}

/** 1 / (1 + e^−x), written so that a large |x| neither overflows nor loses the small side. */
export function logistic(x: number): number {
  const v = 1 / (1 + Math.exp(-Math.abs(x)));
  return x < 0 ? 1 - v : v;
}

/**
 * ONNX Runtime's probit: √2 · erfinv(2p − 1), with erfinv by Winitzki's closed-form approximation (a = 0.147),
 * which is what the runtime computes (not the exact inverse normal CDF), so it is reproduced here.
 */
export function probit(p: number): number {
  const x = 2 * p - 1;
  const sign = x < 0 ? -1 : 1;
  const ln = Math.log((1 - x) * (1 + x));
  const a = 2 / (3.14159 * 0.147) + 0.5 * ln; // the runtime's own π to 6 figures
  return Math.SQRT2 * sign * Math.sqrt(-a + Math.sqrt(a * a - ln / 0.147));
}

function softmaxRow(values: Float64Array, start: number, width: number, keepZeros: boolean): void {
  let max = -Infinity;
  for (let k = start; k < start + width; k++) max = Math.max(max, values[k]!);
  let sum = 0;
  for (let k = start; k < start + width; k++) {
    // SOFTMAX_ZERO: a margin of (nearly) zero means "no score" and keeps (nearly) zero probability.
    const v = values[k]!;
    const e = keepZeros && Math.abs(v) <= 1e-7 ? v * Math.exp(-max) : Math.exp(v - max);
    values[k] = e;
    if (!keepZeros || Math.abs(v) > 1e-7) sum += e;
  }
  for (let k = start; k < start + width; k++) values[k] = values[k]! / sum;
}
