/**
 * TreeSHAP's path: the features met on the way down to a node, each with the share of the covers (zero) and of x
 * (one, 1 or 0) that follow the path there, and the weights of the path's subsets by size. Each level of the
 * recursion works on its own segment of the buffers, from `at`; extend, unwind and unwoundSum are XGBoost's
 * ExtendPath, UnwindPath and UnwoundPathSum.
 */
export class ShapPath {
  readonly feature: Int32Array;
  readonly zero: Float64Array;
  readonly one: Float64Array;
  readonly weight: Float64Array;

  constructor(size: number) {
    this.feature = new Int32Array(size);
    this.zero = new Float64Array(size);
    this.one = new Float64Array(size);
    this.weight = new Float64Array(size);
  }

  copy(from: number, to: number, count: number) {
    this.feature.copyWithin(to, from, from + count);
    this.zero.copyWithin(to, from, from + count);
    this.one.copyWithin(to, from, from + count);
    this.weight.copyWithin(to, from, from + count);
  }

  extend(at: number, depth: number, zero: number, one: number, feature: number) {
    const w = this.weight;
    this.feature[at + depth] = feature;
    this.zero[at + depth] = zero;
    this.one[at + depth] = one;
    w[at + depth] = depth === 0 ? 1 : 0;
    for (let i = depth - 1; i >= 0; i--) {
      w[at + i + 1]! += (one * w[at + i]! * (i + 1)) / (depth + 1);
      w[at + i] = (zero * w[at + i]! * (depth - i)) / (depth + 1);
    }
  }

  unwind(at: number, depth: number, index: number) {
    const w = this.weight;
    const one = this.one[at + index]!;
    const zero = this.zero[at + index]!;
    let next = w[at + depth]!;
    for (let i = depth - 1; i >= 0; i--) {
      if (one !== 0) {
        const held = w[at + i]!;
        w[at + i] = (next * (depth + 1)) / ((i + 1) * one);
        next = held - (w[at + i]! * zero * (depth - i)) / (depth + 1);
      } else {
        w[at + i] = (w[at + i]! * (depth + 1)) / (zero * (depth - i));
      }
    }
    for (let i = index; i < depth; i++) {
      this.feature[at + i] = this.feature[at + i + 1]!;
      this.zero[at + i] = this.zero[at + i + 1]!;
      this.one[at + i] = this.one[at + i + 1]!;
    }
  }

  /** The total weight of the path's subsets were element `index` unwound, without unwinding it. */
  unwoundSum(at: number, depth: number, index: number): number {
    const w = this.weight;
    const one = this.one[at + index]!;
    const zero = this.zero[at + index]!;
    let next = w[at + depth]!;
    let total = 0;
    for (let i = depth - 1; i >= 0; i--) {
      if (one !== 0) {
        const part = (next * (depth + 1)) / ((i + 1) * one);
        total += part;
        next = w[at + i]! - (part * zero * (depth - i)) / (depth + 1);
      } else {
        total += (w[at + i]! * (depth + 1)) / (zero * (depth - i));
      }
    }
    return total;
  }
}
