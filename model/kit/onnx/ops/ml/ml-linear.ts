import { applyPostTransform, logistic, probit } from "../../../trees/post-transform";
import type { TreePostTransform } from "../../../trees/tree-ensemble";
import { allocate, numbersOf, type Tensor } from "../../tensor";
import { tensor } from "../core/elementwise";
import { attrFloats, attrInt, attrInts, attrString, attrStrings, defineOp, nodeError, type NodeView } from "../op";

/**
 * LinearClassifier and LinearRegressor: scores = X · coefficientsᵀ + intercepts, then ONNX Runtime's
 * post-transform rules, reproduced as the runtime applies them and checked against it (a regressor's one score
 * takes only PROBIT; a classifier with one score and two labels reports [1 − p, p] of its transformed score).
 */

export function postTransform(node: NodeView): TreePostTransform {
  const name = attrString(node, "post_transform", "NONE");
  const known: Record<string, TreePostTransform> = {
    NONE: "none",
    LOGISTIC: "logistic",
    SOFTMAX: "softmax",
    SOFTMAX_ZERO: "softmax_zero",
    PROBIT: "probit",
  };
  const found = known[name];
  if (!found) throw nodeError(node, `post_transform "${name}" is not one of ${Object.keys(known).join(", ")}.`);
  return found;
}

type Linear = { coefficients: number[]; intercepts: number[]; targets: number; transform: TreePostTransform };

/** rows × targets scores, in float64 (coefficients are float32 values). */
function scores({ coefficients, intercepts, targets }: Linear, x: Tensor): { rows: number; values: Float64Array } {
  const input = numbersOf(x, "X");
  const width = coefficients.length / targets;
  const features = x.dims.length === 1 ? x.dims[0]! : x.dims[1]!;
  if (features !== width) throw new Error(`the input has ${features} columns, the coefficients ${width}`);
  const rows = input.length / width;
  const values = new Float64Array(rows * targets);
  for (let r = 0; r < rows; r++) {
    for (let t = 0; t < targets; t++) {
      let sum = intercepts[t] ?? 0;
      for (let k = 0; k < width; k++) sum += Math.fround(input[r * width + k]!) * coefficients[t * width + k]!;
      values[r * targets + t] = sum;
    }
  }
  return { rows, values };
}

function checkShape(node: NodeView, config: Linear): Linear {
  if (config.targets < 1 || config.coefficients.length % config.targets !== 0) {
    throw nodeError(node, `has ${config.coefficients.length} coefficients for ${config.targets} targets.`);
  }
  return config;
}

export const LinearRegressor = defineOp<Linear>({
  compile: (node) =>
    checkShape(node, {
      coefficients: attrFloats(node, "coefficients"),
      intercepts: attrFloats(node, "intercepts", []),
      targets: attrInt(node, "targets", 1),
      transform: postTransform(node),
    }),
  run(config, [x]) {
    const { rows, values } = scores(config, tensor(x, "X"));
    if (config.targets > 1) applyPostTransform(values, config.targets, config.transform);
    else if (config.transform === "probit") for (let i = 0; i < values.length; i++) values[i] = probit(values[i]!);
    return [{ type: "float", dims: [rows, config.targets], data: Float32Array.from(values) }];
  },
});

type Classifier = Linear & { labels: (number | string)[] };

export const LinearClassifier = defineOp<Classifier>({
  compile(node) {
    const intercepts = attrFloats(node, "intercepts", []);
    const labels = node.attrs["classlabels_strings"]
      ? attrStrings(node, "classlabels_strings")
      : attrInts(node, "classlabels_ints", []);
    const coefficients = attrFloats(node, "coefficients");
    const targets = intercepts.length || labels.length;
    return { ...checkShape(node, { coefficients, intercepts, targets, transform: postTransform(node) }), labels };
  },
  run(config, [x]) {
    const { rows, values } = scores(config, tensor(x, "X"));
    const { targets, labels, transform } = config;
    const strings = typeof labels[0] === "string";
    const label = allocate(strings ? "string" : "int64", [rows]);
    for (let r = 0; r < rows; r++) {
      let best = 0;
      for (let t = 1; t < targets; t++) if (values[r * targets + t]! > values[r * targets + best]!) best = t;
      // One score: the sign picks the second label (or 1) over the first (or 0).
      const pick = targets === 1 ? (values[r]! > 0 ? 1 : 0) : best;
      label.data[r] = labels[pick] ?? (targets === 1 ? (strings ? String(pick) : pick) : pick);
    }
    if (targets > 1) {
      applyPostTransform(values, targets, transform);
      return [label, { type: "float", dims: [rows, targets], data: Float32Array.from(values) }];
    }
    // One score per row: LOGISTIC or PROBIT applies to it, as onnxruntime-node 1.30 does (ml-ops.test.ts).
    if (transform === "logistic" || transform === "probit") {
      for (let r = 0; r < rows; r++) values[r] = transform === "logistic" ? logistic(values[r]!) : probit(values[r]!);
    }
    if (labels.length !== 2) return [label, { type: "float", dims: [rows, 1], data: Float32Array.from(values) }];
    const pair = new Float32Array(rows * 2);
    for (let r = 0; r < rows; r++) {
      pair[2 * r] = 1 - values[r]!;
      pair[2 * r + 1] = values[r]!;
    }
    return [label, { type: "float", dims: [rows, 2], data: pair }];
  },
});
